export type { GenerationRecord, GenerationResult, FunctionKey } from '@/api/types';
