#!/usr/bin/env python3
"""Small timing helpers for Benchmarks/run: whole-process medians and peak memory."""
import os, statistics, subprocess, sys, time

def median_ms(argv, runs=50, warmup=3, env=None, stdin=None):
    """Median wall time of `argv` in milliseconds, output discarded; `stdin`: a file fed to each run."""
    def run():
        with open(stdin or os.devnull, "rb") as source:
            subprocess.run(argv, stdin=source, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    for _ in range(warmup):
        run()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)

def time_and_peak(argv):
    """(wall seconds, peak resident MiB, exit status) of one run, measured with wait4."""
    seconds, mib, status, _ = run_once(argv)
    return seconds, mib, status

def run_once(argv):
    """(wall seconds, peak resident MiB, exit status, CPU seconds on all cores) of one run."""
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        os.execvp(argv[0], argv)
    _, status, usage = os.wait4(pid, 0)
    cpu = usage.ru_utime + usage.ru_stime
    return time.perf_counter() - start, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status), cpu

def pace():
    """Seconds a fixed loop takes, to read the figures printed after it against: this machine's
    speed wanders from minute to minute (the loop took 0.6 s and 1.8 s twenty minutes apart)."""
    start = time.perf_counter()
    total = 0
    for i in range(20_000_000):
        total += i
    return time.perf_counter() - start

if __name__ == "__main__":
    mode, *argv = sys.argv[1:]
    if mode == "pace":
        print(f"the machine's pace: a fixed Python loop took {pace():.2f} s (about 0.6 s in a quick minute, 1.8 s in a slow one)")
    elif mode == "median":
        print(f"{median_ms(argv):.1f}")
    elif mode == "median-stdin":  # median-stdin FILE ARGV…: FILE on each run's standard input
        print(f"{median_ms(argv[1:], runs=20, stdin=argv[0]):.1f}")
    else:
        seconds, mib, status, cpu = run_once(argv)
        print(f"{seconds:.3f} s, peak {mib:.0f} MiB, exit {status}, CPU {cpu:.3f} s")
