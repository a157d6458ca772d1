import type { Db } from '../db/db';

type Row = Record<string, any>;

export async function loadGroups(db: Db) {
  const [groups, cats] = await Promise.all([
    db.query<Row>('SELECT * FROM category_groups ORDER BY "order", id'),
    db.query<Row>('SELECT * FROM categories ORDER BY "order", id'),
  ]);
  return groups.map((g) => ({
    id: g.id,
    cuid: g.cuid,
    title: g.title,
    scope: g.scope,
    order: g.order,
    categories: cats.filter((c) => c.group_id === g.id).map((c) => ({ id: c.id, cuid: c.cuid, title: c.title, order: c.order })),
  }));
}

/** Categories of each activity, each with its group (cards show them per group: spec 000 §3). */
export async function loadCategoriesOf(db: Db, activityIds: number[]) {
  const rows = await db.query<Row>(
    `SELECT ac.activity_id, c.id, c.cuid, c.title, c."order", g.id AS g_id, g.cuid AS g_cuid, g.title AS g_title, g.scope AS g_scope, g."order" AS g_order
     FROM activity_categories ac JOIN categories c ON c.id = ac.category_id JOIN category_groups g ON g.id = c.group_id
     WHERE ac.activity_id = ANY($1::int[]) ORDER BY g."order", c."order", c.id`,
    [activityIds],
  );
  const out = new Map<number, unknown[]>();
  for (const r of rows) {
    const list = out.get(r.activity_id) ?? [];
    list.push({
      id: r.id,
      cuid: r.cuid,
      title: r.title,
      order: r.order,
      group: { id: r.g_id, cuid: r.g_cuid, title: r.g_title, scope: r.g_scope, order: r.g_order },
    });
    out.set(r.activity_id, list);
  }
  return out;
}
