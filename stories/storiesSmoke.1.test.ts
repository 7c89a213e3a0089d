// Stories are tests, shard 1 of STORY_SHARDS (stories/storiesSmoke.ts says how the story files are dealt).
import { storiesSmokeShard } from './storiesSmoke';

storiesSmokeShard(1);
