#if Preview  // the Preview trait (Package.swift): Hummingbird and SwiftNIO
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Marks HTTP/1 requests the preview refuses for their form before any conversion hides it:
/// a `Host` header missing or given more than once (RFC 9112 §3.2: answer 400), and a request
/// target that is not a path (`GET http://other.example/ HTTP/1.1`, which a proxy is sent; the
/// preview is no proxy, and the target's name would otherwise be dropped unchecked in favour
/// of `Host`).
///
/// Swift's HTTP types keep only the first `Host` as the request's authority and only the path
/// of an absolute target, so the check sits right after NIO's HTTP/1 decoder, where the
/// request head is as it came. A marked request gets the header `refusalHeader`, which
/// `PreviewServer`'s host check answers with 400; a client cannot set it itself, because any
/// it sends is removed first.
final class RequestTargetGuard: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    static let refusalHeader = "x-zoetrope-refused"

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part = unwrapInboundIn(data)
        guard case .head(var head) = part else {
            context.fireChannelRead(data)
            return
        }
        head.headers.remove(name: Self.refusalHeader)
        let hosts = head.headers["Host"].count
        if hosts != 1 {
            head.headers.add(name: Self.refusalHeader, value: hosts == 0 ? "the request has no Host header" : "the request has \(hosts) Host headers")
        } else if !head.uri.hasPrefix("/") {
            head.headers.add(name: Self.refusalHeader, value: "the request target is not a path (this server is not a proxy)")
            head.uri = "/"
        }
        let upgrading = head.headers.contains(name: "Upgrade")
        context.fireChannelRead(wrapInboundOut(.head(head)))
        // Once a connection becomes a WebSocket, what follows is not HTTP: step aside.
        if upgrading { context.pipeline.syncOperations.removeHandler(context: context, promise: nil) }
    }
}
#endif
