import Dispatch

/// Where the preview server's work runs: serial dispatch queues of its own, not Swift's
/// cooperative thread pool. Its tasks prefer one (a task executor); the fixture library, an
/// actor, runs on another (its serial executor).
///
/// The pool has a thread per core. A program that embeds the server and blocks threads of the
/// pool while it waits for the server (a test driving a browser, which waits on the page,
/// which waits on the server) would otherwise leave the server no thread to answer on — on a
/// two-core machine, two such waits are a deadlock. A queue's thread comes from Dispatch's
/// overcommitting pool, which grows when threads are blocked.
final class ServerExecutor: TaskExecutor, SerialExecutor, @unchecked Sendable {
    private let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: label)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async {
            job.runSynchronously(isolatedTo: self.asUnownedSerialExecutor(), taskExecutor: self.asUnownedTaskExecutor())
        }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}
