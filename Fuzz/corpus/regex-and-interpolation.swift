let r = /a(b|c)*/
let s = "\("\("\(1)")")"
let e = #/x
