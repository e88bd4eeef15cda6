// The registry reachable here serves only this platform's native packages, so `npm install` leaves the
// other platforms' optional binaries (rollup, tailwind oxide, …) out of package-lock.json and `npm ci` then
// refuses the lockfile. This adds each missing optional package with its os/cpu/libc so `npm ci` accepts
// the lock and skips them on a platform they are not for. Run after `npm install <pkg>`: npm run lock:platforms
import fs from 'node:fs';
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const pk = lock.packages;
const platform = (name) => {
  const n = name.split('/').pop();
  const os = ['android','darwin','freebsd','linux','win32','openbsd','openharmony','sunos','aix','netbsd'].find((o) => n.includes(`-${o}-`));
  const cpuMap = [['arm64','arm64'],['arm-','arm'],['x64','x64'],['ia32','ia32'],['loong64','loong64'],['ppc64','ppc64'],['riscv64','riscv64'],['s390x','s390x'],['wasm32','wasm32']];
  const cpu = cpuMap.find(([k]) => n.includes(k))?.[1];
  const libc = n.includes('musl') ? 'musl' : os === 'linux' && n.includes('gnu') ? 'glibc' : undefined;
  return { os, cpu, libc };
};
let added = 0;
for (const [path, entry] of Object.entries(pk)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    const top = `node_modules/${dep}`;
    if (pk[base] || pk[top]) continue;
    const { os, cpu, libc } = platform(dep);
    const e = { version, optional: true };
    if (entry.dev) e.dev = true;
    if (cpu) e.cpu = [cpu];
    if (libc) e.libc = [libc];
    if (os) e.os = [os];
    if (dep.includes('wasm32')) { delete e.os; e.cpu = ['wasm32']; }
    pk[top] = e; added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(pk).sort(([a],[b]) => a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)));
fs.writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log('added', added);
