// The fuzzer's own entry point, rather than libFuzzer's `main`: SwiftPM links every Swift
// executable with `--defsym main=rxtree_fuzz_main`, so the program's `main` has to be this file's.
// It hands over to libFuzzer with LLVMFuzzerRunDriver, after running itself again, once, with:
//
// - a 64 MiB stack, as swift-syntax recurses once per level of the tree. rxtree scans on threads with
//   512 MiB stacks (FileScanner.stackSize), so this is the stricter bound. libFuzzer has to stay on the
//   main thread (its -timeout only fires there), whose stack size is the stack limit at exec time.
// - Swift's crash backtracer off: it takes SIGILL (Swift runtime traps) before libFuzzer, which
//   then neither reports the crash nor saves the input.
#if canImport(Glibc)
import Glibc
#endif

let stackSize = rlim_t(64 << 20)
let unlimited = rlim_t.max  // RLIM_INFINITY, which Swift does not import
let stackResource = __rlimit_resource_t(RLIMIT_STACK.rawValue)
var stackLimit = rlimit()
getrlimit(stackResource, &stackLimit)
let stackTooSmall = stackLimit.rlim_cur != unlimited && stackLimit.rlim_cur < stackSize
let stackCanGrow = stackLimit.rlim_max == unlimited || stackLimit.rlim_max >= stackSize
if stackTooSmall && !stackCanGrow {
    let warning = "rxtree-fuzz: warning: the stack limit (ulimit -s) is below 64 MiB and cannot be raised\n"
    _ = warning.withCString { write(2, $0, strlen($0)) }
}
if (stackTooSmall && stackCanGrow) || getenv("SWIFT_BACKTRACE") == nil {
    if stackTooSmall && stackCanGrow {
        stackLimit.rlim_cur = stackSize
        setrlimit(stackResource, &stackLimit)
    }
    setenv("SWIFT_BACKTRACE", "enable=no", 0)
    execv("/proc/self/exe", CommandLine.unsafeArgv)
    perror("rxtree-fuzz: execv")  // Only reached if execv failed: fuzz as things are.
}

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))
