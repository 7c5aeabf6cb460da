#if !canImport(ObjectiveC)
import Foundation

// Key-value observing by a key path's name, as Objective-C code and older Swift write it:
// `label.addObserver(self, forKeyPath: "font", options: [.old, .new], context: &context)`,
// answered in the observer's `observeValue(forKeyPath:of:change:context:)`. Linux's Foundation
// has none of it; Zoetrope keeps it for its views and layers, for the properties they report
// (see `KeyValueObserving.swift`), named as UIKit names them for key-value coding. The
// observer overrides `observeValue` in its class: a view, a view controller or a layout
// (Swift on Linux lets a class override only what its superclass declares, and Foundation's
// `NSObject` declares none of it here).

extension ZoetropeKeyValueObservable {
    /// Tells `observer` of each change of the value named `keyPath`, as Foundation does; with
    /// `.initial`, once at once too. A name this object does not report (see
    /// `KeyValueObserving.swift`) is never reported.
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        guard let listener = observer as? ZoetropeKeyValueObserving else { return }
        let read = { [weak self] () -> Any? in self.flatMap { KeyValueNames.value(of: $0, named: keyPath) } }
        var last = read()
        let tell = { [weak self, weak listener] (old: Any?, new: Any?, prior: Bool) in
            guard let self, let listener else { return }
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.old), let old { change[.oldKey] = old }
            if options.contains(.new), !prior, let new { change[.newKey] = new }
            if prior { change[.notificationIsPriorKey] = true }
            listener.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
        let observation = NSKeyValueObservation(check: {
            let now = read()
            if let before = last as? AnyHashable, let after = now as? AnyHashable, before == after { return }
            if last == nil && now == nil { return }
            let old = last
            last = now
            if options.contains(.prior) { tell(old, nil, true) }
            tell(old, now, false)
        })
        zoetropeKeyValueObservers.keep(observation)
        zoetropeKeyValueObservers.named.entries.append((ObjectIdentifier(observer), keyPath, context, observation))
        if options.contains(.initial) { tell(nil, last, false) }
    }

    /// Stops telling `observer` of `keyPath` (the observation made with `context`, when given).
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeNamedObservations { $0.observer == ObjectIdentifier(observer) && $0.keyPath == keyPath && $0.context == context }
    }

    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeNamedObservations { $0.observer == ObjectIdentifier(observer) && $0.keyPath == keyPath }
    }

    private func removeNamedObservations(
        where matches: ((observer: ObjectIdentifier, keyPath: String, context: UnsafeMutableRawPointer?, observation: NSKeyValueObservation)) -> Bool
    ) {
        let named = zoetropeKeyValueObservers.named
        for entry in named.entries where matches(entry) { entry.observation.invalidate() }
        named.entries.removeAll(where: matches)
    }
}

/// The values views and layers report by name, as key-value coding names them.
enum KeyValueNames {
    static func value(of object: AnyObject, named keyPath: String) -> Any? {
        if let label = object as? UILabel {
            switch keyPath {
            case "text": return label.text
            case "font": return label.font
            case "textColor": return label.textColor
            default: break
            }
        }
        if let imageView = object as? UIImageView, keyPath == "image" { return imageView.image }
        if let scrollView = object as? UIScrollView {
            switch keyPath {
            case "contentOffset": return scrollView.contentOffset
            case "contentSize": return scrollView.contentSize
            case "contentInset": return scrollView.contentInset
            default: break
            }
        }
        if let view = object as? UIView {
            switch keyPath {
            case "frame": return view.frame
            case "bounds": return view.bounds
            case "center": return view.center
            case "alpha": return view.alpha
            case "hidden", "isHidden": return view.isHidden
            case "backgroundColor": return view.backgroundColor
            case "transform": return view.transform
            default: return nil
            }
        }
        if let layer = object as? CALayer {
            switch keyPath {
            case "bounds": return layer.bounds
            case "position": return layer.position
            case "frame": return layer.frame
            case "opacity": return layer.opacity
            case "hidden", "isHidden": return layer.isHidden
            case "cornerRadius": return layer.cornerRadius
            case "backgroundColor": return layer.backgroundColor
            default: return nil
            }
        }
        return nil
    }
}
#endif
