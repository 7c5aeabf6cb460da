/// UIKit's `UIReturnKeyType`: kept, as no keyboard shows in a recording.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
