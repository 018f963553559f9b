// The layer order inside the sdk package, checked by `npm run lint` (dependency-cruiser).
// The root .dependency-cruiser.cjs adds these to the rules that cross packages; paths are
// relative to the repository root.

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
module.exports = [];
