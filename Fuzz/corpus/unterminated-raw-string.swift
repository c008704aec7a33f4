let r = ##"never \##(closed)#"
/* open comment /* nested
