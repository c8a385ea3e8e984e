#!/usr/bin/env python3
"""How far the exported Semgrep and ast-grep rules agree with `hig-activity lint`.

usage: export-agreement.py BINARY NAME=DIR [NAME=DIR ...]

For each folder, runs `hig-activity lint --format json`, the exported Semgrep rules and the
exported ast-grep project, and prints per rule: lint's findings, how many of them each target
reproduces (same file and line) and how many findings each target makes that lint doesn't.
`examples` as a NAME writes the entries' Swift examples to a folder and uses that. Only rules a
target exports are counted for it.
"""
import json, os, subprocess, sys, tempfile, time
from collections import defaultdict

os.environ['SEMGREP_ENABLE_VERSION_CHECK'] = '0'
SEMGREP = ['semgrep', 'scan', '--json', '--quiet', '--metrics=off', '--disable-version-check', '--jobs', '2']


def run(cmd, **kw):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=3600, **kw)
    return p


def norm(root, path):
    return os.path.normpath(os.path.join(root, path)) if not os.path.isabs(path) else os.path.normpath(path)


def lint(binary, root, exported):
    p = run([binary, 'lint', '--format', 'json', root])
    data = json.loads(p.stdout)
    found = set()
    for d in data.get('diagnostics', data if isinstance(data, list) else []):
        if d.get('id') in exported:
            found.add((d['id'], norm(os.getcwd(), d['file']), d['line']))
    return found


def semgrep(rules, root):
    p = run(SEMGREP + ['--config', rules, root])
    found = set()
    for r in json.loads(p.stdout)['results']:
        found.add((r['check_id'].split('.')[-1], norm(os.getcwd(), r['path']), r['start']['line']))
    return found


def astgrep(project, root):
    p = run(['ast-grep', 'scan', '--json=compact', '-c', f'{project}/sgconfig.yml', root])
    return {(r['ruleId'], norm(os.getcwd(), r['file']), r['range']['start']['line'] + 1) for r in json.loads(p.stdout or '[]')}


def exported_ids(binary, fmt, out):
    run([binary, 'export', fmt, '--out', out], check=True)
    if fmt == 'semgrep':
        return out, {l.split('id: ', 1)[1].strip() for l in open(out) if l.startswith('  - id: ')}
    return out, {f[:-4] for f in os.listdir(f'{out}/rules')}


def examples_folder(binary, work):
    """The entries' Swift examples, one file each (through the exported Semgrep tests)."""
    tests = f'{work}/semgrep-tests'
    run([binary, 'export', 'semgrep', '--out', f'{work}/unused.yml', '--tests', tests], check=True)
    folder = f'{work}/examples'
    os.makedirs(folder, exist_ok=True)
    for name in os.listdir(tests):
        if name.endswith('.swift'):
            # Drop the test annotations: the examples as written.
            lines = [l for l in open(f'{tests}/{name}') if not l.strip().startswith(('// ruleid:', '// ok:'))]
            open(f'{folder}/{name}', 'w').writelines(lines)
    return folder


def main():
    binary = os.path.abspath(sys.argv[1])
    work = tempfile.mkdtemp(prefix='hig-agreement-')
    rules, semgrep_ids = exported_ids(binary, 'semgrep', f'{work}/hig.semgrep.yml')
    project, astgrep_ids = exported_ids(binary, 'ast-grep', f'{work}/ast-grep')
    totals = defaultdict(lambda: [0, 0, 0, 0, 0])
    for spec in sys.argv[2:]:
        name, _, folder = spec.partition('=')
        folder = examples_folder(binary, work) if name == 'examples' and not folder else folder
        started = time.time()
        ours = lint(binary, folder, semgrep_ids | astgrep_ids)
        sg = semgrep(rules, folder)
        ag = astgrep(project, folder)
        print(f'\n== {name} ({folder}), {time.time() - started:.0f} s')
        print(f'{"rule":34} {"lint":>5} {"semgrep: same":>14} {"extra":>6} {"ast-grep: same":>15} {"extra":>6}')
        for rule in sorted(semgrep_ids | astgrep_ids):
            mine = {f for f in ours if f[0] == rule}
            s = {f for f in sg if f[0] == rule}
            a = {f for f in ag if f[0] == rule}
            row = [len(mine), len(mine & s), len(s - mine), len(mine & a), len(a - mine)]
            for i, v in enumerate(row): totals[rule][i] += v
            totals[rule].append((rule in semgrep_ids, rule in astgrep_ids))
            if any(row):
                sgc = f'{row[1]:>14} {row[2]:>6}' if rule in semgrep_ids else f'{"—":>14} {"—":>6}'
                agc = f'{row[3]:>15} {row[4]:>6}' if rule in astgrep_ids else f'{"—":>15} {"—":>6}'
                print(f'{rule:34} {row[0]:>5} {sgc} {agc}')
    print('\n== all folders')
    for label, ids, same, extra in [('Semgrep', semgrep_ids, 1, 2), ('ast-grep', astgrep_ids, 3, 4)]:
        rows = [v for rule, v in totals.items() if rule in ids]
        mine, s, e = sum(v[0] for v in rows), sum(v[same] for v in rows), sum(v[extra] for v in rows)
        share = f'{100 * s / mine:.0f}%' if mine else 'n/a'
        print(f'{label} ({len(ids)} rules): lint finds {mine}; {label} reproduces {s} ({share}) and adds {e}')


main()
