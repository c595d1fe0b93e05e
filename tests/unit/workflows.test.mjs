// The GitHub Actions workflows cannot run here, so this holds them to the project: each validates against the
// Actions schema (@action-validator/cli), runs on the machine README.md names, and its steps run README.md's own
// commands and nothing else of the project's (.github/workflows/test.yml: the test command on pull requests;
// pages.yml: the site built as `npm start` builds it, published to GitHub Pages on a push to main).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { parse } from 'yaml';

import { SITE_URL_VARIABLE } from '../../scripts/published.mjs';

const ROOT = new URL('../../', import.meta.url);
const read = (path) => readFileSync(new URL(path, ROOT), 'utf8');
const WORKFLOWS = { test: '.github/workflows/test.yml', pages: '.github/workflows/pages.yml' };

// README.md's "The two commands": the machine it names and the commands of its sh block, comments left out.
function readme() {
  const text = read('README.md');
  const section = text.split(/^## /m).find((part) => part.startsWith('The two commands'));
  assert.ok(section, 'README.md has a section "The two commands"');
  const block = section.match(/```sh\n([\s\S]*?)```/)?.[1] ?? '';
  const commands = block
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);
  const build = text.match(/`(npm run [\w:]+)` writes the static site to `dist\/`/)?.[1];
  return { commands, debian: section.match(/Debian (\d+)/)?.[1], node: section.match(/Node\.js (\d+)/)?.[1], build };
}

const workflow = (name) => parse(read(WORKFLOWS[name]));
const steps = (job) => job.steps ?? [];
const uses = (job, action) => steps(job).find((step) => step.uses?.startsWith(`${action}@`));
// A run step that is the project's: an npm command. The others prepare the machine README.md assumes.
const projectCommands = (job) => steps(job).flatMap((step) => (step.run?.trim().startsWith('npm') ? [step.run.trim()] : []));

test('README.md names two commands and the machine they run on', () => {
  const { commands, debian, node, build } = readme();
  assert.equal(commands.length, 2, commands.join(' | '));
  assert.ok(
    commands.every((command) => /^npm [\w:]+$/.test(command)),
    commands.join(' | '),
  );
  assert.ok(debian && node && build, JSON.stringify({ debian, node, build }));
});

test('each workflow validates against the GitHub Actions schema', () => {
  const cli = fileURLToPath(import.meta.resolve('@action-validator/cli/cli.mjs'));
  for (const path of Object.values(WORKFLOWS)) {
    const run = spawnSync(process.execPath, [cli, path], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(run.status, 0, `${path}: ${run.stdout}${run.stderr}`);
  }
});

test('each job that runs the project runs on README.md’s machine: its Debian as the container, its Node.js, the code checked out', () => {
  const { debian, node } = readme();
  for (const name of Object.keys(WORKFLOWS)) {
    const jobs = Object.entries(workflow(name).jobs).filter(([, job]) => projectCommands(job).length);
    assert.ok(jobs.length, `${name}: a job runs the project`);
    for (const [id, job] of jobs) {
      const image = typeof job.container === 'string' ? job.container : job.container?.image;
      assert.equal(image, `debian:${debian}`, `${name}.${id}`);
      assert.equal(String(uses(job, 'actions/setup-node')?.with?.['node-version']), node, `${name}.${id}: Node.js`);
      const order = steps(job).map((step) => step.uses?.split('@')[0] ?? step.run?.trim());
      assert.ok(order.indexOf('actions/checkout') < order.indexOf(projectCommands(job)[0]), `${name}.${id}: checkout first`);
      // Every other run step only installs what cloning needs on a bare debian image.
      for (const step of steps(job).filter((s) => s.run && !s.run.trim().startsWith('npm')))
        assert.match(
          step.run.trim(),
          /^apt-get update && apt-get install -y --no-install-recommends git ca-certificates$/,
          `${name}.${id}`,
        );
    }
  }
});

test('test.yml runs README.md’s test command, and only it, on every pull request', () => {
  const { commands } = readme();
  const flow = workflow('test');
  assert.ok('pull_request' in flow.on, 'on: pull_request');
  const run = Object.values(flow.jobs).flatMap(projectCommands);
  assert.deepEqual(
    run,
    commands.filter((command) => /\btest$/.test(command)),
  );
  assert.equal(run.length, 1);
});

test('pages.yml builds the site as `npm start` does, on a push to main, and publishes dist/ to GitHub Pages', () => {
  const { commands, build } = readme();
  const scripts = JSON.parse(read('package.json')).scripts;
  // `npm start` is the build and then a server: the build step is its first part, as README.md names it.
  const start = commands.find((command) => /\bstart$/.test(command));
  assert.ok(start, 'README.md runs npm start');
  assert.ok(scripts.start.startsWith(`${scripts[build.replace(/^npm run /, '')]} && `), `${start} builds as ${build} does`);
  const flow = workflow('pages');
  assert.deepEqual(flow.on.push.branches, ['main']);
  const [[, job], ...rest] = Object.entries(flow.jobs).filter(([, j]) => projectCommands(j).length);
  assert.deepEqual(rest, []);
  assert.deepEqual(projectCommands(job), [build]);
  // The hosted address from the repository's Pages settings, for the link previews.
  const configure = uses(job, 'actions/configure-pages');
  const buildStep = steps(job).find((step) => step.run?.trim() === build);
  assert.equal(buildStep.env?.[SITE_URL_VARIABLE], `\${{ steps.${configure.id}.outputs.base_url }}`);
  // dist/ uploaded after the build, deployed by a job that needs it, with the permissions and concurrency it needs.
  const names = steps(job).map((step) => step.uses?.split('@')[0] ?? step.run?.trim());
  assert.ok(names.indexOf('actions/upload-pages-artifact') > names.indexOf(build));
  assert.equal(uses(job, 'actions/upload-pages-artifact').with.path, 'dist');
  const [buildId] = Object.entries(flow.jobs).find(([, j]) => j === job);
  const deploy = Object.values(flow.jobs).find((j) => uses(j, 'actions/deploy-pages'));
  assert.ok(deploy, 'a job deploys');
  assert.deepEqual([deploy.needs].flat(), [buildId]);
  assert.equal(deploy.environment.name, 'github-pages');
  assert.deepEqual({ pages: flow.permissions.pages, idToken: flow.permissions['id-token'] }, { pages: 'write', idToken: 'write' });
  assert.equal(typeof flow.concurrency.group, 'string');
  assert.equal(flow.concurrency['cancel-in-progress'], false);
});
