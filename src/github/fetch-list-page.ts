import { z } from 'zod';
import type { GitHubClient } from './create-octokit.js';
import { parseResponse } from './invalid-response-error.js';

export interface ListPage<T> {
  readonly items: T[];
  /** The Link header names a next page. */
  readonly hasNext: boolean;
}

/** One page (100 items) of a REST list endpoint that answers a plain JSON array. */
export async function fetchListPage<S extends z.ZodType>(
  octokit: GitHubClient,
  route: string,
  params: Record<string, string | number>,
  page: number,
  itemSchema: S,
  perPage = 100,
): Promise<ListPage<z.infer<S>>> {
  const response = await octokit.request(route, { ...params, per_page: perPage, page });
  const items = parseResponse(z.array(itemSchema), response.data, route);
  const link = typeof response.headers.link === 'string' ? response.headers.link : '';
  return { items, hasNext: /rel="next"/.test(link) };
}

/** Page numbers from..to (inclusive); empty when to < from. */
export function pageRange(from: number, to: number): number[] {
  const pages: number[] = [];
  for (let page = from; page <= to; page += 1) pages.push(page);
  return pages;
}
