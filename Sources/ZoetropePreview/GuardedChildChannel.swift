#if Preview  // the Preview trait (Package.swift): Hummingbird and SwiftNIO
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// A server child channel that is `Inner` with a `RequestTargetGuard` right after the HTTP/1
/// decoder `Inner` sets up.
struct GuardedChildChannel<Inner: ServerChildChannel>: ServerChildChannel {
    typealias Value = Inner.Value
    let inner: Inner

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let decoder = try channel.pipeline.syncOperations.context(handlerType: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try channel.pipeline.syncOperations.addHandler(RequestTargetGuard(), position: .after(decoder.handler))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}
#endif
