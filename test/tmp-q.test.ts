import { it } from 'vitest';
import { makeFile, makeSnapshot } from './support/snapshot-factory.js';
import { runAnalyzers } from '../src/analyzers/run-analyzers.js';
