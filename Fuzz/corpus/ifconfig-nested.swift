#if true
#if false
class X: Flow {}
#elseif os(iOS)
class Y: UIViewController {}
#else
#endif
#endif
#if
