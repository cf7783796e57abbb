import root from '../../eslint.config.mjs';

export default [...root];
