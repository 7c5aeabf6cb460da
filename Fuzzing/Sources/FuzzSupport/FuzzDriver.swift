#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libFuzzer's entry for programs that keep their own `main` (SwiftPM's executables do):
/// it parses libFuzzer's flags and calls `callback` with each input.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

nonisolated(unsafe) private var body: (([UInt8]) -> Void)?

/// Runs libFuzzer with `test` as the target: `test` gets each input's bytes and must return
/// normally for every input; a crash (a trap, a failed precondition) or a hang is a finding.
public func runFuzzer(_ test: @escaping ([UInt8]) -> Void) -> Never {
    body = test
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        body?(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
        return 0
    }
    exit(status)
}

/// Stops the fuzzer with a message when an invariant does not hold: libFuzzer records the
/// input as a crash.
public func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        let text = "invariant broken: \(message())\n"
        _ = text.withCString { write(2, $0, strlen($0)) }
        abort()
    }
}
