import ZoetropeTestSupport

/// Where this target's golden images live.
let goldens = packageRoot + "/Tests/ZoetropeCairoTests/__Goldens__"
