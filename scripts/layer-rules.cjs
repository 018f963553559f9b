// Shared by the packages' dependency-rules.cjs: the one shape of a layer rule.

/**
 * Makes `below(name, layer, above, comment)`: a rule that `layer`'s production code (tests and
 * test kits aside) imports none of the layers named in `above`. `layers` maps a layer's name to
 * its path pattern(s); `tests` are the patterns of files the rule leaves out.
 */
function layerRuleMaker(layers, tests) {
  return (name, layer, above, comment) => ({
    name,
    severity: 'error',
    comment,
    from: { path: layers[layer], pathNot: tests },
    to: { path: above.flatMap((other) => layers[other]) },
  });
}

module.exports = { layerRuleMaker };
