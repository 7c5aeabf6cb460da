#if Preview  // the Preview trait (Package.swift): Hummingbird and SwiftNIO
import Foundation

/// The address the preview listens on, and the names a request may reach it by.
///
/// A browser sends the name it was given in `Host`; a page on another site that points its
/// own name at this machine (DNS rebinding) sends that name. So a request is answered only
/// when its `Host` is one the server knows is itself: the address it is bound to, the
/// loopback names when bound to loopback, every address of the machine's interfaces when
/// bound to all of them (`0.0.0.0` or `::`), and the names given with `--allow-host`.
public struct PreviewAddress: Sendable, Equatable {
    /// What `--host` gave.
    public var host: String
    /// More names the server answers to (`--allow-host`), lowercased.
    public var allowedNames: [String]

    public init(host: String, allowedNames: [String] = []) {
        self.host = host
        self.allowedNames = allowedNames.map { $0.lowercased() }
    }

    static let loopbackNames = ["127.0.0.1", "localhost", "::1"]

    /// Whether only this machine can connect.
    public var isLoopback: Bool {
        Self.loopbackNames.contains(host.lowercased()) || host.hasPrefix("127.")
    }

    /// Whether the server listens on every interface.
    public var isEveryInterface: Bool {
        ["0.0.0.0", "::", "[::]"].contains(host)
    }

    /// Why `host` cannot be listened on (it does not resolve), or nil.
    public func resolutionProblem() -> String? {
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var result: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, nil, &hints, &result)
        if let result { freeaddrinfo(result) }
        guard status != 0 else { return nil }
        return String(cString: gai_strerror(status))
    }

    /// The numeric addresses of the machine's interfaces that are up (IPv4 and IPv6, without
    /// link-local zones, which a browser does not put in `Host`).
    public static func machineAddresses() -> [String] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return [] }
        defer { freeifaddrs(first) }
        var addresses: [String] = []
        var next = first
        while let entry = next {
            defer { next = entry.pointee.ifa_next }
            guard let address = entry.pointee.ifa_addr, entry.pointee.ifa_flags & UInt32(IFF_UP) != 0 else { continue }
            let family = Int32(address.pointee.sa_family)
            guard family == AF_INET || family == AF_INET6 else { continue }
            let length = socklen_t(family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size)
            var name = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            guard getnameinfo(address, length, &name, socklen_t(name.count), nil, 0, NI_NUMERICHOST) == 0 else { continue }
            let text = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if !text.contains("%") { addresses.append(text) }
        }
        return Array(Set(addresses)).sorted()
    }

    /// `name:port`, with an IPv6 address in brackets, as a `Host` header writes it.
    static func authority(_ name: String, port: Int) -> String {
        let bare = name.hasPrefix("[") ? String(name.dropFirst().dropLast()) : name
        return (bare.contains(":") ? "[\(bare)]" : bare).lowercased() + ":\(port)"
    }

    /// Every `Host` value a request to the server on `port` may carry.
    func allowedAuthorities(port: Int, machineAddresses: [String]) -> Set<String> {
        var names = [host] + allowedNames
        if isLoopback || isEveryInterface { names += Self.loopbackNames }
        if isEveryInterface { names += machineAddresses }
        return Set(names.map { Self.authority($0, port: port) })
    }

    /// What the command prints when the page can be reached from other machines, or nil.
    public func networkWarning(port: Int) -> String? {
        guard !isLoopback else { return nil }
        let reachable = isEveryInterface
            ? Self.machineAddresses().filter { !Self.loopbackNames.contains($0) && !$0.hasPrefix("127.") }.map { "http://\(Self.authority($0, port: port))/" }
            : ["http://\(Self.authority(host, port: port))/"]
        return "the preview is reachable from the network (\(reachable.isEmpty ? "no address found" : reachable.joined(separator: ", "))): anyone who can reach this machine sees the fixtures and their changes. "
            + "Requests that name this machine by another name are refused; allow one with --allow-host NAME."
    }
}
#endif
