import { z } from 'zod';
import type { GitHubClient } from './create-octokit.js';
import { parseResponse } from './invalid-response-error.js';
import type { PullTarget } from './targets.js';
import { pushAll } from '../push-all.js';

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

/** A paginated list as GitHub serves it: the most items it lists, and items per page. */
export interface ListLimits {
  readonly maxListed: number;
  readonly perPage: number;
}

/** Number of pages GitHub serves for a list of `count` items. */
export function listPageCount(count: number, limits: ListLimits): number {
  return Math.ceil(Math.min(count, limits.maxListed) / limits.perPage);
}

/**
 * Every item of a paginated list, at most `limits.maxListed`. With `count` (the list's length as
 * its parent reports it) every page is requested at once; without it, pages are followed one by
 * one by their Link headers. `firstPage`, when the caller already has it, saves a request.
 */
export async function fetchAllListPages<T>(
  fetchPage: (page: number) => Promise<ListPage<T>>,
  limits: ListLimits,
  options: { count?: number; firstPage?: ListPage<T> } = {},
): Promise<T[]> {
  const first = options.firstPage ?? (await fetchPage(1));
  if (!first.hasNext && first.items.length < limits.perPage) return first.items;
  const items = [...first.items];
  if (options.count !== undefined) {
    const pages = await Promise.all(pageRange(2, listPageCount(options.count, limits)).map((page) => fetchPage(page)));
    for (const page of pages) pushAll(items, page.items);
    return items.slice(0, limits.maxListed);
  }
  let hasNext = first.hasNext;
  for (let page = 2; hasNext && items.length < limits.maxListed; page += 1) {
    const next = await fetchPage(page);
    pushAll(items, next.items);
    hasNext = next.hasNext && next.items.length > 0;
  }
  return items.slice(0, limits.maxListed);
}

/**
 * Every item of a list whose first page tells the total (`total_count`): the other pages are
 * requested at once, and only when the first page is full.
 */
export async function fetchCountedPages<P, T>(
  fetchPage: (page: number) => Promise<P>,
  read: (page: P) => { items: readonly T[]; total: number },
  perPage: number,
): Promise<T[]> {
  const first = read(await fetchPage(1));
  const items = [...first.items];
  const pages = Math.ceil(first.total / perPage);
  if (pages > 1 && first.items.length >= perPage) {
    const rest = await Promise.all(pageRange(2, pages).map((page) => fetchPage(page)));
    for (const page of rest) pushAll(items, read(page).items);
  }
  return items;
}

/** A list of a pull request (its files, its commits): one page of it, its page count, all of it. */
export interface PullList<T> {
  page(octokit: GitHubClient, target: PullTarget, page: number): Promise<ListPage<T>>;
  pageCount(count: number): number;
  all(octokit: GitHubClient, target: PullTarget, options: { count?: number; firstPage?: ListPage<T> }): Promise<T[]>;
}

/** The list `route` of a pull request, its items checked against `itemSchema`. */
export function pullList<S extends z.ZodType>(route: string, itemSchema: S, limits: ListLimits): PullList<z.infer<S>> {
  const page = (octokit: GitHubClient, target: PullTarget, n: number) =>
    fetchListPage(octokit, route, { owner: target.owner, repo: target.repo, pull_number: target.number }, n, itemSchema, limits.perPage);
  return {
    page,
    pageCount: (count) => listPageCount(count, limits),
    all: (octokit, target, options) => fetchAllListPages((n) => page(octokit, target, n), limits, options),
  };
}
