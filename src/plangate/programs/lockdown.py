"""The locks a sandboxed child puts on itself before it runs a model's program (Linux;
standard library only: the child loads this file by its path and never imports
plangate).

In order, each where the kernel offers it (:func:`lock` says which held):

* ``no_new_privs``: nothing the child runs gains privileges (a set-uid program, file
  capabilities), and the filters below cannot be lifted;
* Landlock (Linux 5.13 and later): the file system is closed but for reading the
  directories given (the standard library, for the imports a program makes); no file
  may be written, made, removed or renamed anywhere, ``/proc`` and the home folder
  included; from its ABI 6 on, no signal reaches a process outside the sandbox;
* seccomp (x86-64): system calls that reach outside are refused with ``EPERM``
  (sockets of any family, new processes and threads, ``exec``, signals to other
  processes, tracing, raising a resource limit, mounting, namespaces, kernel keys,
  io_uring, BPF, opening a file by handle); where Landlock is not there, opening any
  file and changing the file system are refused too (the program's imports are then
  those loaded before the lock).

A refused call raises ``PermissionError`` in the program: the record names it and the
program's line.
"""

from __future__ import annotations

import ctypes
import os
import platform
import struct

PR_SET_NO_NEW_PRIVS = 38
PR_SET_SECCOMP = 22
SECCOMP_MODE_FILTER = 2

# x86-64 system call numbers (arch/x86/entry/syscalls/syscall_64.tbl)
REACHING = {
    "socket": 41, "connect": 42, "accept": 43, "sendto": 44, "recvfrom": 45,
    "sendmsg": 46, "recvmsg": 47, "shutdown": 48, "bind": 49, "listen": 50,
    "socketpair": 53, "accept4": 288, "clone": 56, "fork": 57, "vfork": 58,
    "execve": 59, "kill": 62, "ptrace": 101, "syslog": 103, "rt_sigqueueinfo": 129,
    "personality": 135, "pivot_root": 155, "setrlimit": 160, "chroot": 161, "acct": 163,
    "settimeofday": 164, "mount": 165, "umount2": 166, "swapon": 167, "swapoff": 168,
    "reboot": 169, "iopl": 172, "ioperm": 173, "init_module": 175, "delete_module": 176,
    "quotactl": 179, "tkill": 200, "clock_settime": 227, "tgkill": 234, "add_key": 248,
    "request_key": 249, "keyctl": 250, "unshare": 272, "rt_tgsigqueueinfo": 297,
    "perf_event_open": 298, "prlimit64": 302, "name_to_handle_at": 303,
    "open_by_handle_at": 304, "setns": 308, "process_vm_readv": 310,
    "process_vm_writev": 311, "finit_module": 313, "bpf": 321, "execveat": 322,
    "userfaultfd": 323, "pidfd_send_signal": 424, "io_uring_setup": 425,
    "io_uring_enter": 426, "io_uring_register": 427, "pidfd_open": 434, "clone3": 435,
    "pidfd_getfd": 438, "fsopen": 430, "fsconfig": 431, "fsmount": 432, "fspick": 433,
    "open_tree": 428, "move_mount": 429, "mknod": 133, "mknodat": 259,
}  # fmt: skip
FILES = {
    "open": 2, "openat": 257, "openat2": 437, "creat": 85, "mkdir": 83, "mkdirat": 258,
    "rmdir": 84, "unlink": 87, "unlinkat": 263, "rename": 82, "renameat": 264,
    "renameat2": 316, "link": 86, "linkat": 265, "symlink": 88, "symlinkat": 266,
    "truncate": 76, "chmod": 90, "fchmodat": 268, "chown": 92, "fchownat": 260,
    "lchown": 94, "utimensat": 280, "setxattr": 188, "lsetxattr": 189,
}  # fmt: skip

_AUDIT_ARCH_X86_64 = 0xC000003E
_X32 = 0x40000000  # the x32 ABI's system calls, under the same architecture
_LD_W_ABS, _JEQ_K, _JGE_K, _RET_K = 0x20, 0x15, 0x35, 0x06
_RET_ALLOW, _RET_KILL, _RET_EPERM = 0x7FFF0000, 0x80000000, 0x00050000 | 1

# Landlock (include/uapi/linux/landlock.h)
_LL_CREATE, _LL_ADD_RULE, _LL_RESTRICT = 444, 445, 446
_LL_VERSION = 1
_LL_PATH_BENEATH = 1
_READ_FILE, _READ_DIR = 1 << 2, 1 << 3
_FS_RIGHTS = {1: (1 << 13) - 1, 2: (1 << 14) - 1, 3: (1 << 15) - 1, 5: (1 << 16) - 1}
_NET_CONNECT_BIND = 0b11  # bind and connect over TCP (ABI 4)
_SCOPED = 0b11  # abstract Unix sockets and signals outside the domain (ABI 6)


def _libc() -> ctypes.CDLL:
    return ctypes.CDLL(None, use_errno=True)


def _fs_rights(abi: int) -> int:
    return _FS_RIGHTS[max(k for k in _FS_RIGHTS if k <= abi)]


def landlock(readable: list[str]) -> bool:
    """Close the file system but for reading ``readable`` (module docstring); False
    where the kernel has no Landlock (nothing changed then)."""
    libc = _libc()
    libc.syscall.restype = ctypes.c_long
    abi = libc.syscall(_LL_CREATE, None, ctypes.c_size_t(0), ctypes.c_uint32(_LL_VERSION))
    if abi < 1:
        return False
    fs = _fs_rights(abi)
    if abi >= 6:
        attr = struct.pack("QQQ", fs, _NET_CONNECT_BIND, _SCOPED)
    elif abi >= 4:
        attr = struct.pack("QQ", fs, _NET_CONNECT_BIND)
    else:
        attr = struct.pack("Q", fs)
    buf = ctypes.create_string_buffer(attr, len(attr))
    ruleset = libc.syscall(_LL_CREATE, buf, ctypes.c_size_t(len(attr)), ctypes.c_uint32(0))
    if ruleset < 0:
        return False
    try:
        for path in readable:
            try:
                fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
            except OSError:
                continue
            rule = ctypes.create_string_buffer(struct.pack("=Qi", _READ_FILE | _READ_DIR, fd), 12)
            done = libc.syscall(_LL_ADD_RULE, ruleset, _LL_PATH_BENEATH, rule, ctypes.c_uint32(0))
            os.close(fd)
            if done != 0:
                return False
        return libc.syscall(_LL_RESTRICT, ruleset, ctypes.c_uint32(0)) == 0
    finally:
        os.close(ruleset)


def _filter(refused: list[int]) -> bytes:
    def stmt(code: int, k: int) -> bytes:
        return struct.pack("HBBI", code, 0, 0, k)

    def jump(code: int, k: int, yes: int, no: int) -> bytes:
        return struct.pack("HBBI", code, yes, no, k)

    prog = [
        stmt(_LD_W_ABS, 4),  # seccomp_data.arch
        jump(_JEQ_K, _AUDIT_ARCH_X86_64, 1, 0),
        stmt(_RET_K, _RET_KILL),
        stmt(_LD_W_ABS, 0),  # seccomp_data.nr
        jump(_JGE_K, _X32, len(refused) + 1, 0),  # an x32 call: refused, as those below
    ]
    for k, nr in enumerate(refused):
        prog.append(jump(_JEQ_K, nr, len(refused) - k, 0))
    prog += [stmt(_RET_K, _RET_ALLOW), stmt(_RET_K, _RET_EPERM)]
    return b"".join(prog)


def seccomp(files_too: bool) -> bool:
    """Refuse the system calls that reach outside (and, ``files_too``, those that open
    or change files); False where this is not x86-64 Linux (nothing changed then)."""
    if platform.system() != "Linux" or platform.machine() not in ("x86_64", "AMD64"):
        return False
    refused = sorted({*REACHING.values(), *(FILES.values() if files_too else ())})
    code = _filter(refused)

    class Program(ctypes.Structure):
        _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_char_p)]

    prog = Program(len(code) // 8, code)
    return _libc().prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, ctypes.byref(prog), 0, 0) == 0


def lock(readable: list[str]) -> list[str]:
    """Every lock this kernel offers, in order (module docstring); the names of those
    that held."""
    held = []
    if _libc().prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0:
        held.append("no_new_privs")
    else:
        return held  # without it a filter cannot be installed
    if landlock(readable):
        held.append("landlock")
    if seccomp(files_too="landlock" not in held):
        held.append("seccomp")
    return held
