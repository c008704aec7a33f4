"""Generate a synthetic RxFlow + RxController iOS project for benchmarking and testing rxtree.

The project has exactly N Swift files laid out like a real app (App/, Base/,
Features/<Feature>/{Flows,ViewControllers,ViewModels,Screens}/, Models/,
Services/, Extensions/, Utilities/). About 30% of the files are navigational
(flows, steps, view controllers, view models); the rest are models, services,
extensions and utilities that mostly never mention flows or view controllers.

The flows form a tree rooted at AppFlow, with shared view controllers, a couple
of cycles, child view controllers, every RxFlow/RxController contribution form
and about 5% "hidden" view controllers whose files contain neither the word
"ViewController" nor "Flow" (they inherit through FormScreenBase/ScreenBase).

Output depends only on --files and --seed: the same arguments always give the
same bytes. Only the Python standard library is used. The generated Swift is
meant to be parsed (swift-syntax, `swiftc -parse`), never compiled.

Modules: `words` (vocabulary), `plan` (the project plan and the edges it implies),
`filler` (headers and padding), `screens`, `flows`, `fixed` and `plain` (one kind of
file each), `cli` (the command line: `python3 -m rxgen`, run from Benchmarks/).
"""
