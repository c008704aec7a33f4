/// Decides which project classes are flows and which are view controllers.
final class NodeClassifier {
    /// UIKit and system view controllers whose names do not end in `ViewController`.
    static let frameworkViewControllers: Set<String> = [
        "UINavigationController", "UITabBarController", "UISplitViewController",
        "UIAlertController", "UIHostingController", "UIImagePickerController", "UISearchController",
        "ASNavigationController", "ASTabBarController",
        "UIDocumentBrowserViewController", "UIVideoEditorController", "QLPreviewController",
        "UIFontPickerViewController", "UIColorPickerViewController", "MFMailComposeViewController",
    ]

    /// Types that say only "some presentable": contributing one of these draws no edge.
    static let abstractTypes: Set<String> = [
        "Presentable", "Flow", "Stepper", "Any", "AnyObject", "UIViewController", "RxViewController", "NSObject",
    ]

    private let index: ProjectIndex
    private var flowMemo: [String: Bool] = [:]
    private var viewControllerMemo: [String: Bool] = [:]

    init(index: ProjectIndex) {
        self.index = index
    }

    func kind(of name: String) -> NavigationGraph.NodeKind? {
        guard index.types[name]?.kind == .class else { return nil }
        if isFlow(name) { return .flow }
        if isViewController(name) { return .viewController }
        return nil
    }

    /// Conforms to RxFlow's `Flow` directly, through a project protocol or superclass, or in an extension.
    func isFlow(_ name: String) -> Bool {
        if let known = flowMemo[name] { return known }
        flowMemo[name] = false
        var result = false
        for inherited in index.types[name]?.inheritance ?? [] {
            if inherited == "Flow" || inherited == "RxFlow.Flow" {
                result = true
            } else if let type = index.lookupType(inherited, from: name), type != name {
                result = isFlow(type)
            }
            if result { break }
        }
        flowMemo[name] = result
        return result
    }

    /// Inherits, through project classes, from `RxViewController`, a UIKit view controller, or any
    /// framework class whose name ends in `ViewController`.
    func isViewController(_ name: String) -> Bool {
        if let known = viewControllerMemo[name] { return known }
        viewControllerMemo[name] = false
        var result = false
        if let info = index.types[name], info.kind == .class, let superclass = info.inheritance.first {
            if let type = index.lookupType(superclass, from: name) {
                result = type != name && isViewController(type)
            } else {
                let last = superclass.split(separator: ".").last.map(String.init) ?? superclass
                result = last.hasSuffix("ViewController") || Self.frameworkViewControllers.contains(last)
            }
        }
        viewControllerMemo[name] = result
        return result
    }

    /// A protocol, or a base type that says nothing about which screen it is.
    func isAbstract(_ name: String) -> Bool {
        if let info = index.types[name], info.isDeclared { return info.kind == .protocol }
        return Self.abstractTypes.contains(name)
    }
}
