// Stories are tests, shard 2 of STORY_SHARDS (stories/storiesSmoke.ts says how the story files are dealt).
import { storiesSmokeShard } from './storiesSmoke';

storiesSmokeShard(2);
