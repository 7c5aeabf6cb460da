#if Tools  // the Tools trait (Package.swift)
import Foundation

/// One HTTP/1.1 request written byte for byte on a plain socket, so that a test can send what
/// no client library would: `..` and encoded dots left in the path, a wrong or missing `Host`.
struct RawHTTP {
    struct Reply {
        var status: Int
        var headers: [String: String]
        var body: String
    }

    /// Sends `GET target` to 127.0.0.1:`port` with `host` as the Host header (nil: none).
    static func get(port: Int, _ target: String, host: String?) throws -> Reply {
        var request = "GET \(target) HTTP/1.1\r\n"
        if let host { request += "Host: \(host)\r\n" }
        return try send(port: port, request + "Connection: close\r\n\r\n")
    }

    /// Sends `request` as it is to `address`:`port` and reads the reply until the server
    /// closes the connection (or, for a WebSocket that opened, until the head has come).
    static func send(port: Int, _ request: String, address: String = "127.0.0.1") throws -> Reply {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw CocoaError(.fileReadUnknown) }
        defer { close(socket) }
        let ipv4 = address
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr(ipv4)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw CocoaError(.fileReadUnknown) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = request.withCString { Foundation.send(socket, $0, strlen($0), 0) }
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(socket, &chunk, chunk.count, 0)
            if n <= 0 { break }
            received += chunk[0..<n]
            if received.starts(with: Array("HTTP/1.1 101".utf8)), received.contains(13), String(decoding: received, as: UTF8.self).contains("\r\n\r\n") { break }
        }
        let text = String(decoding: received, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { throw CocoaError(.fileReadCorruptFile) }
        let head = text[..<split.lowerBound].split(separator: "\r\n")
        let status = Int(head.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Reply(status: status, headers: headers, body: String(text[split.upperBound...]))
    }
}
#endif
