// The bad-input suite (server/test/bad-input/suite.ts), shard 3 of 3.
import { badInputSuite } from './bad-input/suite';

badInputSuite(2, 3);
