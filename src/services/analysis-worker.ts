/**
 * The entry of a worker thread of the analysis pool (src/services/analysis-pool.ts): piscina calls
 * the default export with each task. The snapshot arrives as a structured clone and is frozen
 * again here, so the analyzers see what they see in-process.
 */
import { threadId } from 'node:worker_threads';
import type { WorkerTask } from './analysis-pool.js';
import { analyzeContent, type ContentAnalysis } from './analyze-content.js';

/** A ping (the pool waits for a ready thread) answers this thread's id: it is ready. */
export default function analyzeContentTask(task: WorkerTask): ContentAnalysis | number {
  return 'ping' in task ? threadId : analyzeContent(task);
}
