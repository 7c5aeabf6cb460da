import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeUIKit

/// Controls are drawn as iOS draws them by default, at the places their frames (or Auto
/// Layout, from their intrinsic sizes) give them. Each cell is 200 × 100 and white; pixels
/// are checked where the control's geometry puts its parts.
@MainActor @Suite struct ControlDrawingTests: OneCellPixels {
    private func record(_ build: @escaping (UIView) -> Void) throws -> (Int, Int) -> [Int] {
        BuiltCell.build = build
        return try pixels(recordOne(BuiltCell.self))
    }

    /// A settings row: a title on the left, a switch on the right, placed by Auto Layout from
    /// the switch's intrinsic size (51 × 31), 16 points from the trailing edge, centred.
    private func settingsRow(on: Bool) throws -> (Int, Int) -> [Int] {
        try record { view in
            let title = UILabel()
            title.text = "Wi-Fi"
            let toggle = UISwitch()
            toggle.isOn = on
            for part in [title, toggle] as [UIView] {
                part.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(part)
            }
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                title.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                toggle.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                toggle.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            ])
        }
    }

    @Test func aSwitchThatIsOnIsGreenWithItsKnobAtTheEnd() throws {
        // The switch spans x 133…184, y 34.5…65.5; on, its knob (27 across) is centred 15.5
        // from its right end.
        let at = try settingsRow(on: true)
        #expect(isNear(at(142, 50), [52, 199, 89], within: 4), "the green track left of the knob: \(at(142, 50))")
        #expect(isNear(at(168, 50), [255, 255, 255], within: 3), "the white knob: \(at(168, 50))")
        #expect(isNear(at(128, 50), [255, 255, 255]), "nothing left of the switch: \(at(128, 50))")
    }

    @Test func aSwitchThatIsOffIsGreyWithItsKnobAtTheStart() throws {
        let at = try settingsRow(on: false)
        #expect(isNear(at(149, 50), [255, 255, 255], within: 3), "the knob, at the left: \(at(149, 50))")
        // The off track: the secondary system fill (120, 120, 128 at 16 %) over white.
        #expect(isNear(at(175, 50), [233, 233, 235], within: 4), "the grey track right of the knob: \(at(175, 50))")
    }

    @Test func aSliderFillsItsTrackWithTheTintUpToItsThumb() throws {
        let at = try record { view in
            let slider = UISlider(frame: CGRect(x: 10, y: 35, width: 180, height: 31))
            slider.value = 0.5
            view.addSubview(slider)
        }
        // The thumb (28 across) travels from x 24 to 176: at half, centred on 100.
        #expect(isNear(at(40, 50), [0, 122, 255], within: 4), "the minimum track: \(at(40, 50))")
        #expect(isNear(at(100, 50), [255, 255, 255], within: 3), "the thumb: \(at(100, 50))")
        #expect(!isNear(at(160, 50), [0, 122, 255], within: 40) && at(160, 50)[0] < 245, "the maximum track, grey: \(at(160, 50))")
    }

    @Test func aKnobsShadowReachesPastTheControlsBounds() throws {
        // The slider spans y 35…66; its thumb (28 across, centred at 100, 50.5) casts its
        // shadow 3 points down and blurred, as UIKit's thumb layer does, uncut by the bounds.
        let at = try record { view in
            let slider = UISlider(frame: CGRect(x: 10, y: 35, width: 180, height: 31))
            slider.value = 0.5
            view.addSubview(slider)
        }
        let below = at(100, 67)
        #expect(below[0] < 250 && below[0] > 200, "the shadow under the thumb, below the bounds: \(below)")
        #expect(isNear(at(100, 80), [255, 255, 255], within: 2), "past the blur: \(at(100, 80))")
    }

    @Test func aProgressViewFillsItsShareOfTheTrack() throws {
        let at = try record { view in
            let bar = UIProgressView(progressViewStyle: .default)
            bar.frame = CGRect(x: 0, y: 48, width: 200, height: 4)
            bar.progress = 0.25
            view.addSubview(bar)
        }
        #expect(isNear(at(25, 50), [0, 122, 255], within: 4), "the progress: \(at(25, 50))")
        #expect(isNear(at(100, 50), [228, 228, 230], within: 4), "the track (system fill over white): \(at(100, 50))")
        #expect(isNear(at(100, 45), [255, 255, 255]), "above it: \(at(100, 45))")
    }

    @Test func aSegmentedControlRaisesItsSelectedSegmentAndSetsEachTitle() throws {
        let at = try record { view in
            let control = UISegmentedControl(items: ["Day", "Week", "Month"])
            control.frame = CGRect(x: 10, y: 34, width: 180, height: 32)
            control.selectedSegmentIndex = 2
            view.addSubview(control)
        }
        // The third segment (x 130…190) is white; the first, the track's grey.
        #expect(isNear(at(136, 40), [255, 255, 255], within: 3), "the selected segment: \(at(136, 40))")
        #expect(isNear(at(16, 40), [239, 239, 240], within: 4), "the track: \(at(16, 40))")
        // Each title leaves ink inside its own segment.
        for (from, to) in [(10, 70), (70, 130), (130, 190)] {
            var ink = 0
            for y in 40..<60 { for x in from..<to where at(x, y)[0] < 100 { ink += 1 } }
            #expect(ink > 10, "ink in \(from)…\(to): \(ink)")
        }
    }

    @Test func aPageControlDrawsItsCurrentPageDarker() throws {
        let at = try record { view in
            let pages = UIPageControl(frame: CGRect(x: 0, y: 37, width: 200, height: 26))
            pages.numberOfPages = 3
            pages.currentPage = 1
            view.addSubview(pages)
        }
        // Dots 16 apart about the middle: 84, 100, 116.
        #expect(isNear(at(100, 50), [0, 0, 0], within: 8), "the current page: \(at(100, 50))")
        #expect(at(84, 50)[0] > 150 && at(84, 50)[0] < 240 && at(116, 50)[0] < 240, "the others, light: \(at(84, 50))")
    }

    @Test func anActivityIndicatorIsHiddenUntilItStartsAnimating() throws {
        func indicator(started: Bool) throws -> (Int, Int) -> [Int] {
            try record { view in
                let spinner = UIActivityIndicatorView(style: .large)
                spinner.frame = CGRect(x: 81.5, y: 31.5, width: 37, height: 37)
                if started { spinner.startAnimating() }
                view.addSubview(spinner)
            }
        }
        // The top spoke, darkest, runs from about 9 to 17 above the centre (100, 50).
        #expect(isNear(try indicator(started: false)(100, 36), [255, 255, 255]), "stopped: hidden")
        #expect(isNear(try indicator(started: true)(100, 36), [142, 142, 147], within: 20), "started: the spoke")
    }

    @Test func aStepperDrawsItsMinusAndPlusAndGreysTheEndItHasReached() throws {
        let at = try record { view in
            let stepper = UIStepper(frame: CGRect(x: 53, y: 34, width: 94, height: 32))
            view.addSubview(stepper)
        }
        // Value 0 is the minimum: the minus (centred at x 76.5) is tertiary grey, the plus
        // (centred at 123.5) black, its bar vertical too.
        #expect(at(76, 50)[0] > 120 && at(76, 50)[0] < 230, "a greyed minus: \(at(76, 50))")
        #expect(isNear(at(123, 50), [0, 0, 0], within: 40) && isNear(at(123, 45), [0, 0, 0], within: 40), "a black plus: \(at(123, 45))")
    }
}
