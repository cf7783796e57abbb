import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
const dir = process.argv[2];
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(dir + '/owner.lock', 'x');
let t = Date.now();
const pg = await PGlite.create({ dataDir: dir });
console.log('init ms', Date.now() - t, fs.readdirSync(dir));
await pg.exec('create table if not exists t (i int)');
if (process.argv[3] === 'kill') {
  for (let i = 0; ; i++) { await pg.query('insert into t values ($1)', [i]); if (i % 100 === 0) console.log('ack', i); if (i===2000) process.kill(process.pid, 'SIGKILL'); }
}
console.log((await pg.query('select count(*) from t')).rows);
await pg.close();
