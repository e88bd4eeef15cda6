/** Whether a process with this id runs (ours or another user's), for cleaning up after killed test runs. */
export function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
