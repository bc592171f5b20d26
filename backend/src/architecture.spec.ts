import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';

const SRC = __dirname;
const MODULES = join(SRC, 'modules');
const PLATFORM = join(SRC, 'platform');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map(
    (match) => match[1],
  );
  return specifiers;
}

function moduleOf(path: string): string | undefined {
  const rel = relative(MODULES, path);
  return rel.startsWith('..') ? undefined : rel.split(sep)[0];
}

const SQL_STATEMENT =
  /[`'"]\s*(select\s[^`'"]*\bfrom\s|insert\s+into\s|update\s+\w+\s+set\s|delete\s+from\s|with\s+\w+\s+as\s*\()/i;
/** How this code base names the pieces of SQL it shares: LISTING_COLUMNS, INQUIRY_FROM, ... */
const SQL_FRAGMENT = /\bconst\s+(\w+_)?(COLUMNS|FROM|SELECT)\s*=/;

/** What makes a file one that runs SQL, each with its reason. */
const RUNS_SQL: ReadonlyArray<readonly [string, (text: string, file: string) => boolean]> = [
  [
    'imports a database client',
    (_text, file) =>
      relativeImports(file).some((specifier) => /^(typeorm|@nestjs\/typeorm|pg)$/.test(specifier)),
  ],
  ['runs a query', (text) => /\.(query|createQueryBuilder|getRepository)\s*[<(]/.test(text)],
  ['holds a SQL statement', (text) => SQL_STATEMENT.test(text)],
];

describe('architecture', () => {
  const moduleFiles = sourceFiles(MODULES).filter((file) => !file.endsWith('.spec.ts'));

  it('lets a module reach another module only through its index.ts', () => {
    const violations = moduleFiles.flatMap((file) =>
      relativeImports(file)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolve(dirname(file), specifier))
        .filter((target) => {
          const targetModule = moduleOf(target);
          return (
            targetModule !== undefined &&
            targetModule !== moduleOf(file) &&
            target !== join(MODULES, targetModule, 'index') &&
            target !== join(MODULES, targetModule)
          );
        })
        .map((target) => `${relative(SRC, file)} -> ${relative(SRC, target)}`),
    );
    expect(violations).toEqual([]);
  });

  it('lets a module read only its own read models: another module’s rows come through its index.ts', () => {
    const owners = new Map<string, string>();
    for (const module of readdirSync(MODULES)) {
      const projections = join(MODULES, module, 'projections');
      if (!existsSync(projections)) continue;
      for (const file of sourceFiles(projections)) {
        const text = readFileSync(file, 'utf8');
        // A projection class's `readonly tables = [...]`, a defined read model's `table: '...'`s.
        const declared = /readonly tables = \[([^\]]*)\]/.exec(text)?.[1] ?? '';
        for (const [, table] of declared.matchAll(/'(\w+)'/g)) owners.set(table, module);
        for (const [, table] of text.matchAll(/\btable: '(\w+)'/g)) owners.set(table, module);
      }
    }
    /** A string literal holding a SQL statement, or a piece of one that starts with its `from`. */
    const SQL = /^.\s*(from|join)\s|\b(select|insert|update|delete)\s/is;
    /** The tables the file's SQL reads. */
    const tablesRead = (text: string) =>
      (text.match(/`[^`]*`|'[^'\n]*'|"[^"\n]*"/g) ?? [])
        .filter((literal) => SQL.test(literal))
        .flatMap((literal) =>
          [...literal.matchAll(/\b(?:from|join)\s+(\w+)/gi)].map(([, table]) => table),
        );
    expect(owners.size).toBeGreaterThan(30);
    const violations = moduleFiles.flatMap((file) =>
      tablesRead(readFileSync(file, 'utf8'))
        .filter((table) => owners.has(table) && owners.get(table) !== moduleOf(file))
        .map((table) => `${relative(SRC, file)} reads ${table} of ${owners.get(table)}`),
    );
    expect(violations).toEqual([]);
  });

  it('keeps every model pure: no framework, ORM or driver imports', () => {
    const violations = moduleFiles
      .filter((file) => file.split(sep).includes('model'))
      .flatMap((file) =>
        relativeImports(file)
          .filter((specifier) => /^(@nestjs\/|typeorm|pg$|ioredis|bullmq)/.test(specifier))
          .map((specifier) => `${relative(SRC, file)} imports ${specifier}`),
      );
    expect(violations).toEqual([]);
  });

  it('keeps every model free of HTTP: domain errors come from platform/errors', () => {
    const violations = moduleFiles
      .filter((file) => file.split(sep).includes('model'))
      .flatMap((file) =>
        relativeImports(file)
          .filter((specifier) => specifier.startsWith('.'))
          .filter((specifier) =>
            resolve(dirname(file), specifier).startsWith(join(PLATFORM, 'http') + sep),
          )
          .map((specifier) => `${relative(SRC, file)} imports ${specifier}`),
      );
    expect(violations).toEqual([]);
  });

  it('keeps the event store below the projections: it names what it needs as a port', () => {
    const violations = sourceFiles(join(PLATFORM, 'event-store')).flatMap((file) =>
      relativeImports(file)
        .filter((specifier) => specifier.startsWith('.'))
        .filter((specifier) =>
          resolve(dirname(file), specifier).startsWith(join(PLATFORM, 'projections') + sep),
        )
        .map((specifier) => `${relative(SRC, file)} imports ${specifier}`),
    );
    expect(violations).toEqual([]);
  });

  it('leaves the metrics and queue wiring to their own modules: platform/http imports neither', () => {
    const owned = [join(PLATFORM, 'metrics') + sep, join(PLATFORM, 'queue') + sep];
    const violations = sourceFiles(join(PLATFORM, 'http')).flatMap((file) =>
      relativeImports(file)
        .filter((specifier) => specifier.startsWith('.'))
        .filter((specifier) =>
          owned.some((dir) => resolve(dirname(file), specifier).startsWith(dir)),
        )
        .map((specifier) => `${relative(SRC, file)} imports ${specifier}`),
    );
    expect(violations).toEqual([]);
  });

  it('keeps the platform free of business modules', () => {
    const violations = sourceFiles(PLATFORM).flatMap((file) =>
      relativeImports(file)
        .filter((specifier) => specifier.startsWith('.'))
        .filter((specifier) => moduleOf(resolve(dirname(file), specifier)) !== undefined)
        .map((specifier) => `${relative(SRC, file)} imports ${specifier}`),
    );
    expect(violations).toEqual([]);
  });
});

describe('use cases', () => {
  const moduleNames = readdirSync(MODULES).filter((name) =>
    statSync(join(MODULES, name)).isDirectory(),
  );
  const moduleSources = sourceFiles(MODULES).filter((file) => !file.endsWith('.spec.ts'));

  it('gives every commands/<use-case>/ folder its <use-case>.handler.ts', () => {
    const missing = moduleNames.flatMap((module) => {
      const commands = join(MODULES, module, 'commands');
      if (!existsSync(commands)) return [];
      return readdirSync(commands)
        .filter((name) => statSync(join(commands, name)).isDirectory())
        .filter((name) => !existsSync(join(commands, name, `${name}.handler.ts`)))
        .map((name) => `${module}/commands/${name}`);
    });
    expect(missing).toEqual([]);
  });

  it('runs every command through the CommandRunner: no module appends to the store itself', () => {
    const other =
      /\b(handleCommand|decideWithin|appendsOf|eventIdFor)\b|\.(transact|appendMany)\(|(store|eventStore)\.append\(/;
    const violations = moduleSources
      .filter((file) => other.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(violations).toEqual([]);
  });

  it('keeps no writer or stream classes anywhere in a module: a use case is its folder', () => {
    const violations = moduleSources
      .filter((file) => /-(writer|writers|streams|stream|ledgers)\.ts$/.test(file))
      .map((file) => relative(MODULES, file));
    expect(violations).toEqual([]);
  });
});

describe('read models', () => {
  const projectionFiles = readdirSync(MODULES)
    .map((module) => join(MODULES, module, 'projections'))
    .filter((folder) => existsSync(folder))
    .flatMap((folder) => sourceFiles(folder))
    .filter((file) => !file.endsWith('.spec.ts'));

  it('defines every read model once (defineReadModel): no module makes a projection of its own', () => {
    const own = /\bimplements\s+Projection\b|:\s*Projection\s*[=;]/;
    const violations = [
      ...sourceFiles(MODULES)
        .filter((file) => own.test(readFileSync(file, 'utf8')))
        .map((file) => `${relative(SRC, file)} makes a projection`),
      ...projectionFiles
        .filter((file) => file.endsWith('.read-model.ts'))
        .filter((file) => !/=\s*defineReadModel\(/.test(readFileSync(file, 'utf8')))
        .map((file) => `${relative(SRC, file)} is not made by defineReadModel`),
    ];
    expect(
      projectionFiles.filter((file) => file.endsWith('.read-model.ts')).length,
    ).toBeGreaterThan(15);
    expect(violations).toEqual([]);
  });

  it('keeps SQL out of projections/: the platform writes a read model’s rows from its definition', () => {
    const violations = projectionFiles.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return RUNS_SQL.filter(([, breaks]) => breaks(text, file)).map(
        ([reason]) => `${relative(SRC, file)} ${reason}`,
      );
    });
    expect(violations).toEqual([]);
  });
});

describe('query folders', () => {
  const businessModules = readdirSync(MODULES).filter((name) =>
    statSync(join(MODULES, name)).isDirectory(),
  );
  const HANDLER = /@Injectable\(\)\s*export class \w+Handler\b[\s\S]*\bexecute\(/;
  /** A string literal that opens a SQL statement. */

  it('gives every queries/<x>/ folder a <x>.handler.ts: an @Injectable() handler with execute()', () => {
    const violations = businessModules
      .map((module) => join(MODULES, module, 'queries'))
      .filter((queries) => existsSync(queries))
      .flatMap((queries) =>
        readdirSync(queries)
          .map((name) => join(queries, name))
          .filter((folder) => statSync(folder).isDirectory()),
      )
      .filter((folder) => {
        const file = join(folder, `${basename(folder)}.handler.ts`);
        return !existsSync(file) || !HANDLER.test(readFileSync(file, 'utf8'));
      })
      .map((folder) => relative(SRC, folder));
    expect(violations).toEqual([]);
  });

  it('lets no file under a module’s http/ folder run SQL: http/ holds DTOs, field decorators and cursors', () => {
    const checks = [
      ...RUNS_SQL,
      ['holds SQL fragments', (text: string) => SQL_FRAGMENT.test(text)],
    ] as const;
    const violations = businessModules
      .map((module) => join(MODULES, module, 'http'))
      .filter((http) => existsSync(http))
      .flatMap((http) => sourceFiles(http))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return checks
          .filter(([, breaks]) => breaks(text, file))
          .map(([reason]) => `${relative(SRC, file)} ${reason}`);
      });
    expect(violations).toEqual([]);
  });
});
