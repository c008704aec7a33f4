let s = "abc\(x + "def
let t = """
  multi
