import Glibc

/// How a child process ended.
enum ChildExit {
    case exited(Int32)
    case signaled(Int32)
    /// Still running at the time limit: killed.
    case killed
}

/// Runs this program again with `arguments`, collecting its standard output; kills it (SIGKILL) if
/// it is still running after `seconds`. Its standard error goes to ours.
func runChild(_ arguments: [String], killAfter seconds: Double) -> (output: String, exit: ChildExit) {
    let executable = Options.executablePath()
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return ("", .exited(-1)) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    posix_spawn_file_actions_addclose(&actions, fds[1])

    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    close(fds[1])
    guard spawned == 0 else {
        close(fds[0])
        return ("", .exited(-1))
    }
    _ = fcntl(fds[0], F_SETFL, O_NONBLOCK)

    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    func drain() {
        while true {
            let count = read(fds[0], &chunk, chunk.count)
            if count <= 0 { return }
            output += chunk[0..<count]
        }
    }

    let killAt = now() + seconds
    var killed = false
    var status: Int32 = 0
    while true {
        drain()
        if waitpid(pid, &status, WNOHANG) == pid { break }
        if !killed && now() > killAt {
            kill(pid, SIGKILL)
            killed = true
        }
        usleep(2000)
    }
    drain()
    close(fds[0])

    let text = String(decoding: output, as: UTF8.self)
    if killed { return (text, .killed) }
    let signal = status & 0x7f
    if signal != 0 { return (text, .signaled(signal)) }
    return (text, .exited((status >> 8) & 0xff))
}
