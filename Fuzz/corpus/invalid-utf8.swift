let cafÃ = "â‚"
let ok = 1
ÿş
