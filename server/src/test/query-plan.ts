import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** Every node of the plan PostgreSQL picks for a statement (with its parameters bound). */
export async function planNodes(db: Db, query: SQLWrapper): Promise<PlanNode[]> {
  const [row] = rowsOf(await db.execute(sql`EXPLAIN (FORMAT JSON) ${query}`));
  const json = row['QUERY PLAN'];
  const [plan] = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
  return nodesOf(plan.Plan);
}

/** The tables a plan reads from start to end (a sequential scan), e.g. to assert none is. */
export const seqScanned = (nodes: PlanNode[]) =>
  nodes.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']);

export const indexesUsed = (nodes: PlanNode[]) =>
  nodes.map((n) => n['Index Name']).filter((name): name is string => Boolean(name));
