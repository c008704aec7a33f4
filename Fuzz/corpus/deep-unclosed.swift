class A { func f() { { ({ ({ ({ ({ ({ ({ ({ ({ ({ (x[x[x[x[x[x[x[x[
