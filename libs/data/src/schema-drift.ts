// Compares what the SQL migrations built (read back from the database's catalog) with what the
// Drizzle tables in schema.ts and auth/schema.ts declare, and names every difference. The SQL
// files stay the source of truth; this keeps the TypeScript view of them honest.
import { is, SQL } from 'drizzle-orm';
import {
  getTableConfig,
  IndexedColumn,
  PgDialect,
  PgTable,
  type AnyPgColumn,
  type Index,
} from 'drizzle-orm/pg-core';
import type { RawTransaction } from './migrate';

export interface ColumnShape {
  /** As PostgreSQL's format_type() spells it: `text[]`, `timestamp with time zone`. */
  type: string;
  notNull: boolean;
  /** The default expression without type casts (`'email'`, `now()`), or null for none. */
  default: string | null;
}

export interface TableShape {
  /** Where the table is described: a schema file, or "the migrations". */
  source: string;
  columns: Record<string, ColumnShape>;
  /** Primary key columns in key order; empty when there is none. */
  primaryKey: string[];
  /** Unique constraints (not unique indexes), each as its column list: `a, b`. */
  uniques: string[];
  /** `(session_id) references training_sessions (id) on delete set null` */
  foreignKeys: string[];
  /** Indexes that back no constraint, by name: `unique btree (lower(email))`. */
  indexes: Record<string, string>;
}

export type SchemaShape = Record<string, TableShape>;

/** Tables the migrations own that have no Drizzle view on purpose. */
export const TABLES_OUTSIDE_DRIZZLE = ['schema_migrations'] as const;

export const MIGRATIONS_SOURCE = 'the migrations (libs/data/migrations)';

/** `'{}'::text[]` → `'{}'`, `'-1'::integer` → `-1`: the same value however it is spelled. */
export function normaliseDefault(expression: string | null | undefined): string | null {
  if (expression === null || expression === undefined) return null;
  const withoutCasts = expression
    .trim()
    .replace(
      /::(?:"[^"]+"|[a-z_][a-z0-9_]*)(?: (?:precision|varying|with(?:out)? time zone))?(?:\[\])*/gi,
      '',
    );
  return withoutCasts.replace(/^'(-?\d+(?:\.\d+)?)'$/, '$1');
}

// ---- the database side ----------------------------------------------------------------------

interface ColumnRow {
  table_name: string;
  column_name: string;
  sql_type: string;
  is_nullable: string;
  column_default: string | null;
}
interface ConstraintRow {
  table_name: string;
  type: 'p' | 'u' | 'f';
  columns: string[];
  foreign_table: string | null;
  foreign_columns: string[] | null;
  on_delete: string;
}
interface IndexRow {
  table_name: string;
  name: string;
  definition: string;
}

const ON_DELETE: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

const foreignKey = (columns: string[], table: string, references: string[], onDelete: string) =>
  `(${columns.join(', ')}) references ${table} (${references.join(', ')}) on delete ${onDelete}`;

/** `CREATE UNIQUE INDEX x ON s.t USING btree (lower(email))` → `unique btree (lower(email))`. */
function indexFromDefinition(definition: string): string {
  const using = definition.indexOf(' USING ');
  const unique = /^CREATE UNIQUE INDEX /i.test(definition) ? 'unique ' : '';
  return `${unique}${definition.slice(using + ' USING '.length)}`;
}

/** The current schema's tables as the migrations left them (information_schema + pg_catalog). */
export async function describeDatabase(tx: RawTransaction): Promise<SchemaShape> {
  const tables = await tx.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  // information_schema spells array types 'ARRAY'; format_type() spells them as Drizzle does.
  const columns = await tx.query<ColumnRow>(
    `SELECT c.table_name, c.column_name, c.is_nullable, c.column_default,
            format_type(a.atttypid, a.atttypmod) AS sql_type
       FROM information_schema.columns c
       JOIN pg_catalog.pg_attribute a
         ON a.attrelid = format('%I.%I', c.table_schema, c.table_name)::regclass
        AND a.attname = c.column_name
      WHERE c.table_schema = current_schema()
      ORDER BY c.table_name, c.ordinal_position`,
  );
  const constraints = await tx.query<ConstraintRow>(
    `SELECT t.relname AS table_name, con.contype AS type, con.confdeltype AS on_delete,
            f.relname AS foreign_table,
            ARRAY(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY k(num, pos)
                    JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.num
                   ORDER BY k.pos) AS columns,
            ARRAY(SELECT a.attname::text FROM unnest(con.confkey) WITH ORDINALITY k(num, pos)
                    JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.num
                   ORDER BY k.pos) AS foreign_columns
       FROM pg_constraint con
       JOIN pg_class t ON t.oid = con.conrelid
       LEFT JOIN pg_class f ON f.oid = con.confrelid
      WHERE t.relnamespace = current_schema()::regnamespace AND con.contype IN ('p', 'u', 'f')
      ORDER BY t.relname, con.conname`,
  );
  // Indexes that back a primary key or unique constraint are compared as those constraints.
  const indexes = await tx.query<IndexRow>(
    `SELECT t.relname AS table_name, i.relname AS name,
            pg_get_indexdef(ix.indexrelid) AS definition
       FROM pg_index ix
       JOIN pg_class i ON i.oid = ix.indexrelid
       JOIN pg_class t ON t.oid = ix.indrelid
      WHERE t.relnamespace = current_schema()::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c
                         WHERE c.conindid = ix.indexrelid AND c.conrelid = ix.indrelid
                           AND c.contype IN ('p', 'u'))
      ORDER BY t.relname, i.relname`,
  );

  const shape: SchemaShape = {};
  for (const { table_name } of tables) {
    shape[table_name] = {
      source: MIGRATIONS_SOURCE,
      columns: {},
      primaryKey: [],
      uniques: [],
      foreignKeys: [],
      indexes: {},
    };
  }
  for (const row of columns) {
    const table = shape[row.table_name];
    if (!table) continue; // a view's columns
    table.columns[row.column_name] = {
      type: row.sql_type,
      notNull: row.is_nullable === 'NO',
      default: normaliseDefault(row.column_default),
    };
  }
  for (const row of constraints) {
    const table = shape[row.table_name];
    if (!table) continue;
    if (row.type === 'p') table.primaryKey = row.columns;
    if (row.type === 'u') table.uniques.push(row.columns.join(', '));
    if (row.type === 'f') {
      table.foreignKeys.push(
        foreignKey(
          row.columns,
          row.foreign_table ?? '?',
          row.foreign_columns ?? [],
          ON_DELETE[row.on_delete] ?? row.on_delete,
        ),
      );
    }
  }
  for (const row of indexes) {
    const table = shape[row.table_name];
    if (table) table.indexes[row.name] = indexFromDefinition(row.definition);
  }
  return shape;
}

// ---- the Drizzle side -----------------------------------------------------------------------

const dialect = new PgDialect();

/** Drizzle's serial types are integers with a sequence default the database spells out. */
const SERIAL_TYPES: Record<string, string> = {
  serial: 'integer',
  bigserial: 'bigint',
  smallserial: 'smallint',
};

/** SQL as PostgreSQL prints it back: no quotes on plain names, no table prefix. */
function renderSql(expression: SQL, tableName: string): string {
  return dialect
    .sqlToQuery(expression)
    .sql.replaceAll(`"${tableName}".`, '')
    .replace(/"([a-z_][a-z0-9_]*)"/g, '$1');
}

function drizzleDefault(column: AnyPgColumn, tableName: string): string | null {
  const value: unknown = column.default;
  if (value === undefined) return null; // none, or a $defaultFn the app computes
  if (is(value, SQL)) return normaliseDefault(renderSql(value, tableName));
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value);
  }
  return `'${JSON.stringify(value).replace(/'/g, "''")}'`;
}

function drizzleIndex(index: Index, tableName: string): string {
  const { unique, method, columns, where } = index.config;
  const keys = columns.map((column) => {
    if (is(column, SQL)) return renderSql(column, tableName);
    if (!is(column, IndexedColumn)) return '(unreadable key)';
    const { order, nulls, opClass } = column.indexConfig ?? {};
    const desc = order === 'desc';
    // PostgreSQL prints NULLS only where it is not the direction's default (LAST ascending,
    // FIRST descending). Drizzle records 'last' unless told otherwise, so `.desc()` cannot be
    // told from `.desc().nullsLast()`: read it as plain DESC, which is what `.desc()` says.
    const nullsClause = nulls === 'first' && !desc ? ' NULLS first' : '';
    return `${column.name}${opClass ? ` ${opClass}` : ''}${desc ? ' DESC' : ''}${nullsClause.toUpperCase()}`;
  });
  // A partial index prints its predicate as PostgreSQL deparses it: write it that way in schema.ts.
  const predicate = where ? ` WHERE (${renderSql(where, tableName)})` : '';
  return `${unique ? 'unique ' : ''}${method ?? 'btree'} (${keys.join(', ')})${predicate}`;
}

function isTable(value: unknown): value is PgTable {
  return is(value, PgTable);
}

/**
 * Every table exported by the given schema modules (so a table missing from the `schema`
 * object is still compared), labelled with the file it comes from.
 */
export function describeDrizzle(modules: Record<string, Record<string, unknown>>): SchemaShape {
  const shape: SchemaShape = {};
  for (const [source, exports] of Object.entries(modules)) {
    for (const table of Object.values(exports).filter(isTable)) {
      const config = getTableConfig(table);
      const name = config.name;
      const described: TableShape = {
        source,
        columns: {},
        primaryKey: config.columns.filter((c) => c.primary).map((c) => c.name),
        uniques: config.columns.filter((c) => c.isUnique).map((c) => c.name),
        foreignKeys: [],
        indexes: {},
      };
      for (const column of config.columns) {
        const sqlType = column.getSQLType();
        described.columns[column.name] = {
          type: SERIAL_TYPES[sqlType] ?? sqlType,
          notNull: column.notNull,
          default: SERIAL_TYPES[sqlType]
            ? `nextval('${name}_${column.name}_seq')`
            : drizzleDefault(column, name),
        };
      }
      for (const key of config.primaryKeys) described.primaryKey = key.columns.map((c) => c.name);
      for (const unique of config.uniqueConstraints) {
        described.uniques.push(unique.columns.map((c) => c.name).join(', '));
      }
      for (const key of config.foreignKeys) {
        const reference = key.reference();
        described.foreignKeys.push(
          foreignKey(
            reference.columns.map((c) => c.name),
            getTableConfig(reference.foreignTable).name,
            reference.foreignColumns.map((c) => c.name),
            key.onDelete ?? 'no action',
          ),
        );
      }
      for (const index of config.indexes) {
        described.indexes[index.config.name ?? '(unnamed)'] = drizzleIndex(index, name);
      }
      shape[name] = described;
    }
  }
  return shape;
}

// ---- the comparison -------------------------------------------------------------------------

const DRIZZLE_SOURCE = 'the Drizzle schema (libs/data/src/schema.ts, auth/schema.ts)';

const describeColumn = (column: ColumnShape | undefined, part: keyof ColumnShape) => {
  const value = column?.[part];
  if (part === 'notNull') return value ? 'NOT NULL' : 'nullable';
  return value === null ? 'none' : `${value}`;
};

function setDifferences(
  what: string,
  inDatabase: readonly string[],
  inDrizzle: readonly string[],
  drizzleSource: string,
): string[] {
  const differences: string[] = [];
  for (const item of inDatabase) {
    if (!inDrizzle.includes(item)) {
      differences.push(`${what} ${item}: in ${MIGRATIONS_SOURCE}, not in ${drizzleSource}`);
    }
  }
  for (const item of inDrizzle) {
    if (!inDatabase.includes(item)) {
      differences.push(`${what} ${item}: in ${drizzleSource}, not in ${MIGRATIONS_SOURCE}`);
    }
  }
  return differences;
}

/** One sentence per difference, naming the table, column, key or index; empty when in step. */
export function schemaDifferences(database: SchemaShape, drizzle: SchemaShape): string[] {
  const differences: string[] = [];
  const ignored = new Set<string>(TABLES_OUTSIDE_DRIZZLE);
  const names = [...new Set([...Object.keys(database), ...Object.keys(drizzle)])].sort();
  for (const name of names) {
    if (ignored.has(name)) continue;
    const sql = database[name];
    const ts = drizzle[name];
    if (!sql || !ts) {
      const [has, lacks] = sql
        ? [MIGRATIONS_SOURCE, DRIZZLE_SOURCE]
        : [ts?.source, MIGRATIONS_SOURCE];
      differences.push(`table ${name}: in ${has}, not in ${lacks}`);
      continue;
    }
    const columns = [...new Set([...Object.keys(sql.columns), ...Object.keys(ts.columns)])];
    differences.push(
      ...setDifferences(
        'column',
        Object.keys(sql.columns).map((column) => `${name}.${column}`),
        Object.keys(ts.columns).map((column) => `${name}.${column}`),
        ts.source,
      ),
    );
    for (const column of columns) {
      const a = sql.columns[column];
      const b = ts.columns[column];
      if (!a || !b) continue;
      for (const part of ['type', 'notNull', 'default'] as const) {
        if (a[part] === b[part]) continue;
        const label = part === 'notNull' ? 'nullability' : part;
        differences.push(
          `column ${name}.${column}: ${label} is ${describeColumn(a, part)} in ${MIGRATIONS_SOURCE}, ` +
            `${describeColumn(b, part)} in ${ts.source}`,
        );
      }
    }
    if (sql.primaryKey.join(', ') !== ts.primaryKey.join(', ')) {
      const key = (columns: string[]) => (columns.length ? `(${columns.join(', ')})` : 'none');
      differences.push(
        `primary key of ${name}: ${key(sql.primaryKey)} in ${MIGRATIONS_SOURCE}, ` +
          `${key(ts.primaryKey)} in ${ts.source}`,
      );
    }
    differences.push(
      ...setDifferences(
        `unique constraint on ${name}`,
        sql.uniques.map((u) => `(${u})`),
        ts.uniques.map((u) => `(${u})`),
        ts.source,
      ),
      ...setDifferences(`foreign key of ${name}`, sql.foreignKeys, ts.foreignKeys, ts.source),
      ...setDifferences(
        'index',
        Object.keys(sql.indexes).map((index) => `${index} on ${name}`),
        Object.keys(ts.indexes).map((index) => `${index} on ${name}`),
        ts.source,
      ),
    );
    for (const [index, definition] of Object.entries(sql.indexes)) {
      const declared = ts.indexes[index];
      if (declared !== undefined && declared !== definition) {
        differences.push(
          `index ${index} on ${name}: ${definition} in ${MIGRATIONS_SOURCE}, ${declared} in ${ts.source}`,
        );
      }
    }
  }
  return differences;
}
