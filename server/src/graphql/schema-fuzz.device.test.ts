import { describeRoleFuzz } from '../test/fuzz/roleFuzz.js';

describeRoleFuzz('device');
