// The bad-input suite (server/test/bad-input/suite.ts), shard 1 of 3.
import { badInputSuite } from './bad-input/suite';

badInputSuite(0, 3);
