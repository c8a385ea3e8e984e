#!/usr/bin/env python3
"""Extracts the pinned real apps of apps.tsv, outside the project (none of their code is committed).

usage: fetch.py [DEST]   (default: $HIG_CORPUS, else /tmp/hig-corpus)

Each app goes to DEST/<name> at its pinned commit, read from a local git mirror when one exists
(/work/.mirror/<owner>+<name>/repo, as the search tool's fetch leaves it) and otherwise downloaded
from GitHub's archive of that commit. An app already extracted at its commit is kept. Prints DEST.
"""
import io, os, shutil, subprocess, sys, tarfile, urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))


def apps():
    with open(os.path.join(HERE, 'apps.tsv'), encoding='utf-8') as f:
        for line in f:
            if line.strip() and not line.startswith('#'):
                name, repository, commit, _ = line.rstrip('\n').split('\t')
                yield name, repository, commit


def from_mirror(repository, commit, partial):
    """Writes the commit's files from a local mirror; False when there is none. A mirror may lack
    its largest blobs (images, fonts); those files are left out, which the linter never needs."""
    for git_dir in (f'/work/.mirror/{repository.replace("/", "+")}/repo',
                    f'/work/.mirror/{repository.replace("/", "+")}/repo/.git'):
        if not os.path.isdir(os.path.join(git_dir, 'objects')):
            continue
        listing = subprocess.run(['git', '--git-dir', git_dir, 'ls-tree', '-r', '-z', commit],
                                 capture_output=True, check=True).stdout.split(b'\0')
        blobs = []
        for row in listing:
            if row:
                meta, path = row.split(b'\t', 1)
                mode, kind, sha = meta.split()
                if kind == b'blob' and mode in (b'100644', b'100755'):
                    blobs.append((sha, path.decode('utf-8', 'surrogateescape')))
        cat = subprocess.Popen(['git', '--git-dir', git_dir, 'cat-file', '--batch'],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        missing = 0
        for sha, path in blobs:
            cat.stdin.write(sha + b'\n')
            cat.stdin.flush()
            header = cat.stdout.readline().split()
            if header[1] == b'missing':
                missing += 1
                continue
            data = cat.stdout.read(int(header[2]))
            cat.stdout.read(1)
            if path.startswith('/') or '..' in path.split('/'):
                continue
            out = os.path.join(partial, path)
            os.makedirs(os.path.dirname(out), exist_ok=True)
            with open(out, 'wb') as f:
                f.write(data)
        cat.stdin.close()
        cat.wait()
        if missing:
            print(f'  {repository}: {missing} large files absent from the mirror, left out', file=sys.stderr)
        return True
    return False


def from_github(repository, commit, partial):
    url = f'https://codeload.github.com/{repository}/tar.gz/{commit}'
    with urllib.request.urlopen(url, timeout=600) as response:
        archive = tarfile.open(fileobj=io.BytesIO(response.read()), mode='r:gz')
    prefix = archive.getmembers()[0].name.split('/')[0] + '/'  # GitHub's top folder
    for member in archive.getmembers():
        # Regular files and folders only: links in someone else's tree are not followed.
        if not (member.isfile() or member.isdir()) or not member.name.startswith(prefix):
            continue
        member.name = member.name[len(prefix):]
        if not member.name or member.name.startswith('/') or '..' in member.name.split('/'):
            continue
        archive.extract(member, partial, set_attrs=False)


def main():
    arguments = sys.argv[1:]
    if arguments and arguments[0] in ('-h', '--help'):
        print(__doc__.strip())
        return
    if len(arguments) > 1 or (arguments and arguments[0].startswith('-')):
        sys.exit(f'fetch.py: unexpected argument {arguments[-1] if len(arguments) > 1 else arguments[0]!r}\n'
                 'usage: fetch.py [DEST]   (see fetch.py --help)')
    dest = os.path.abspath(arguments[0] if arguments else os.environ.get('HIG_CORPUS', '/tmp/hig-corpus'))
    # The apps' code must never land in the project, where it could be committed.
    project = os.path.dirname(os.path.dirname(HERE))
    if os.path.commonpath([dest, project]) == project:
        sys.exit(f'fetch.py: {dest} is inside the project; extract the apps outside it (the default is /tmp/hig-corpus)')
    os.makedirs(dest, exist_ok=True)
    for name, repository, commit in apps():
        target = os.path.join(dest, name)
        stamp = os.path.join(dest, f'.{name}.commit')
        if os.path.isdir(target) and os.path.exists(stamp) and open(stamp).read().strip() == commit:
            continue
        partial = target + '.part'
        shutil.rmtree(partial, ignore_errors=True)
        os.makedirs(partial)
        if not from_mirror(repository, commit, partial):
            try:
                from_github(repository, commit, partial)
            except OSError as error:
                shutil.rmtree(partial, ignore_errors=True)
                sys.exit(f'fetch.py: cannot download {repository} at {commit}: {error}; '
                         'fetch it into /work/.mirror or check the network')
        shutil.rmtree(target, ignore_errors=True)
        os.rename(partial, target)
        with open(stamp, 'w') as f:
            f.write(commit + '\n')
        print(f'  {name}: {repository} at {commit[:10]}', file=sys.stderr)
    print(dest)


if __name__ == '__main__':
    main()
