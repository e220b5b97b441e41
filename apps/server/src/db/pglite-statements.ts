// PGlite's `query` sends parse, describe, bind, describe, execute and sync as six calls into the WASM
// Postgres, and parses and plans the statement every time: about 0.45 ms for the sign-in lookup, most of
// a request's cost. Drizzle's `.prepare()` does not name statements on PGlite. This wrapper keeps a named
// prepared statement per query text (as node-postgres does for named queries and postgres.js for every
// query) and runs it with bind, execute and sync in one call: about 0.15 ms. It keeps plans, never rows:
// nothing it holds can be stale data, and it is bounded.
import { protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/** Prepared statements kept per database; the least recently used is closed beyond this. */
export const maxCachedStatements = 256;

interface Field {
  name: string;
  dataTypeID: number;
}

interface Statement {
  name: string;
  /** The parameter types PostgreSQL inferred, to serialise values as PGlite's `query` does. */
  parameterTypes: number[];
  fields: Field[];
}

interface BackendMessage {
  name: string;
  fields?: unknown[];
  dataTypeIDs?: number[];
  text?: string;
}

/** Statements made so far in this process: names stay unique even when one client is wrapped twice. */
let made = 0;

/** SQLSTATEs after which a statement is prepared afresh and run once more. */
const stalePlan = new Set([
  // prepared statement does not exist (DEALLOCATE ALL, DISCARD ALL)
  '26000',
  // cached plan must not change result type (a table changed under a `select *`)
  '0A000',
]);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Rows in PGlite's shape (`rowMode` array or object), each value through its type's parser. */
function results(
  client: PGlite,
  statement: Statement,
  messages: BackendMessage[],
  options: QueryOptions | undefined,
): Results<unknown> {
  const { fields } = statement;
  const parsers = fields.map(
    (field) => options?.parsers?.[field.dataTypeID] ?? client.parsers[field.dataTypeID],
  );
  const asArray = options?.rowMode === 'array';
  const rows: unknown[] = [];
  let command: string | undefined;
  let affectedRows = 0;
  let rowCount: number | undefined;
  for (const message of messages) {
    if (message.name === 'dataRow') {
      const values = (message.fields as (string | null)[]).map((value, index) => {
        const parser = parsers[index];
        return value === null ? null : parser ? parser(value, fields[index]!.dataTypeID) : value;
      });
      rows.push(
        asArray ? values : Object.fromEntries(values.map((value, index) => [fields[index]!.name, value])),
      );
    } else if (message.name === 'commandComplete') {
      // "SELECT 2", "UPDATE 3", "INSERT 0 5": a count at the end; "CREATE TABLE": none.
      const parts = message.text!.split(' ');
      command = parts[0];
      const count = Number.parseInt(parts[parts.length - 1]!, 10);
      if (!Number.isNaN(count)) rowCount = count;
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command!)) affectedRows = count;
    }
  }
  return {
    rows,
    fields,
    affectedRows,
    ...(command === undefined ? {} : { command }),
    ...(rowCount === undefined ? {} : { rowCount }),
  } as Results<unknown>;
}

/**
 * The client with a cache of named prepared statements behind `query`. Everything else (transactions,
 * `exec`, closing) is the client's own; queries inside a transaction run as PGlite runs them.
 */
export function withStatementCache(client: PGlite): PGlite {
  // A Map keeps insertion order: deleting and setting again on use makes the first the least recent.
  const statements = new Map<string, Statement>();

  async function prepare(text: string): Promise<Statement> {
    made += 1;
    const name = `hub_s${made}`;
    const messages = await client.execProtocolStream(
      concat([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    let parameterTypes: number[] = [];
    let fields: Field[] = [];
    for (const message of messages as BackendMessage[]) {
      if (message.name === 'parameterDescription') parameterTypes = message.dataTypeIDs!;
      if (message.name === 'rowDescription') {
        fields = (message.fields as Field[]).map(({ name, dataTypeID }) => ({ name, dataTypeID }));
      }
    }
    const statement = { name, parameterTypes, fields };
    statements.set(text, statement);
    if (statements.size > maxCachedStatements) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      await close(oldest);
    }
    return statement;
  }

  /** Closes a statement on the server (closing one that no longer exists is not an error there). */
  async function close(statement: Statement) {
    await client.execProtocolStream(
      concat([protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
  }

  async function run(text: string, params: unknown[], options: QueryOptions | undefined) {
    let statement = statements.get(text);
    if (statement) {
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.parameterTypes[index]!;
      const serialize = options?.serializers?.[type] ?? client.serializers[type];
      return serialize ? serialize(param) : String(param);
    });
    const messages = await client.execProtocolStream(
      concat([
        protocol.serialize.bind({ statement: statement.name, values: values as (string | null)[] }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: true },
    );
    return results(client, statement, messages as BackendMessage[], options);
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // What the cache does not cover goes to PGlite as it is: declared parameter types, COPY's blobs.
    if (options?.paramTypes || options?.blob) return client.query<T>(text, params, options);
    await client._checkReady();
    // PGlite runs a statement synchronously on the event loop. Let the loop take in the other requests
    // waiting on their sockets first: they then count as in flight, and past the limit are answered 503
    // at once (src/http/load-shedding.ts), instead of waiting unseen in the kernel's queues.
    await new Promise((resolve) => setImmediate(resolve));
    // The same locks as PGlite's `query`: one statement at a time, never inside another's transaction.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return (await run(text, params, options)) as Results<T>;
        } catch (error) {
          const code = (error as { code?: unknown }).code;
          const stale = statements.get(text);
          if (typeof code !== 'string' || !stalePlan.has(code) || !stale) throw error;
          statements.delete(text);
          await close(stale);
          return (await run(text, params, options)) as Results<T>;
        }
      }),
    );
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the client itself, not on the proxy.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
