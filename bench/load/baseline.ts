/**
 * The "before" of a before/after comparison: an older commit of this repository checked out as a separate git
 * worktree in a temporary folder, with symlinks to this checkout's installed node_modules so that its server runs
 * without an install. The main worktree (its files, its index, its HEAD) is not touched; the worktree is removed
 * again, also when the benchmark fails.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BenchInputError } from '../search/indexFile.js';

export interface Baseline {
  /** Root of the checked-out tree. */
  root: string;
  /** The full commit id and its subject line. */
  commit: string;
  subject: string;
  /** Removes the worktree and its folder. */
  remove(): void;
}

function git(repository: string, args: string[]): string {
  return execFileSync('git', ['-C', repository, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

/** Folders of this checkout that hold a node_modules: the root, and the workspaces one or two levels down. */
function nodeModulesFolders(repository: string): string[] {
  const folders = [''];
  for (const entry of readdirSync(repository, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    folders.push(entry.name);
    for (const inner of readdirSync(path.join(repository, entry.name), { withFileTypes: true })) {
      if (inner.isDirectory() && inner.name !== 'node_modules') folders.push(path.join(entry.name, inner.name));
    }
  }
  return folders.filter((folder) => existsSync(path.join(repository, folder, 'node_modules')));
}

/** The working tree as the "after" of a comparison: its commit, and whether it has changes not committed yet. */
export function describeWorkingTree(repository: string): string {
  try {
    const head = git(repository, ['rev-parse', '--short', 'HEAD']);
    const changed = git(repository, [
      'status',
      '--porcelain',
      '--untracked-files=normal',
      '--',
      'packages',
      'website/config',
    ]);
    return `this working tree: ${head}${changed ? ' with uncommitted changes' : ''}`;
  } catch {
    return 'this working tree';
  }
}

/**
 * The full id of the commit a ref names. A ref that names none is a bad input, reported as one line (BenchInputError)
 * naming the variable the ref came from.
 */
export function resolveCommit(repository: string, ref: string, variable = 'BENCH_BASELINE_REF'): string {
  try {
    return git(repository, ['rev-parse', '--verify', '--end-of-options', `${ref}^{commit}`]);
  } catch {
    throw new BenchInputError(`${variable} "${ref}" is not a commit of this repository`);
  }
}

export function checkOutBaseline(repository: string, ref: string): Baseline {
  const commit = resolveCommit(repository, ref);
  const subject = git(repository, ['show', '-s', '--format=%s', commit]);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bulmatic-baseline-'));
  const root = path.join(folder, 'tree');
  let added = false;
  const links: string[] = [];
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    // The links first, by themselves: nothing that removes the tree may reach the installed packages through them.
    for (const link of links.splice(0)) unlinkSync(link);
    if (added) {
      try {
        git(repository, ['worktree', 'remove', '--force', root]);
      } catch {
        // Removed below with its folder; prune forgets it.
      }
    }
    rmSync(folder, { recursive: true, force: true });
    if (added) {
      try {
        git(repository, ['worktree', 'prune']);
      } catch {
        // Nothing to prune.
      }
    }
  };
  try {
    // No hooks: checking out an old tree for a benchmark should run nothing of the repository's.
    git(repository, ['-c', 'core.hooksPath=/dev/null', 'worktree', 'add', '--detach', root, commit]);
    added = true;
    for (const relative of nodeModulesFolders(repository)) {
      const target = path.join(root, relative);
      if (existsSync(target) && !existsSync(path.join(target, 'node_modules'))) {
        const link = path.join(target, 'node_modules');
        symlinkSync(path.join(repository, relative, 'node_modules'), link, 'dir');
        links.push(link);
      }
    }
  } catch (error) {
    remove();
    throw error;
  }
  return { root, commit, subject, remove };
}
