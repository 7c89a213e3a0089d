// Production stand-in for `prop-types` (aliased in vite.config.ts for builds). React ignores propTypes since
// React 19, and MUI strips its own in production; the real CommonJS package, pulled in by the lazy Stripe
// adapter (@stripe/react-stripe-js), would otherwise stay in the initial `vendor` chunk because MUI imports it too.
function make() {
  const validator = () => null;
  validator.isRequired = validator;
  const factory = () => validator;
  const types = {
    any: validator,
    array: validator,
    bigint: validator,
    bool: validator,
    element: validator,
    elementType: validator,
    func: validator,
    node: validator,
    number: validator,
    object: validator,
    string: validator,
    symbol: validator,
    arrayOf: factory,
    exact: factory,
    instanceOf: factory,
    objectOf: factory,
    oneOf: factory,
    oneOfType: factory,
    shape: factory,
    checkPropTypes: () => undefined,
    resetWarningCache: () => undefined,
  };
  types.PropTypes = types;
  return types;
}

// Pure: where nothing reads it (MUI's production code), the bundler drops it.
const PropTypes = /* @__PURE__ */ make();

export default PropTypes;
