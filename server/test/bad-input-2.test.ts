// The bad-input suite (server/test/bad-input/suite.ts), shard 2 of 3.
import { badInputSuite } from './bad-input/suite';

badInputSuite(1, 3);
