import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeUIKit

/// `UIButton.Configuration`: each style's background and title colours, the sizes that make
/// Auto Layout place a button as on the phone, corner styles, images and subtitles, and the
/// update handler that changes a configuration with the button's state.
@MainActor @Suite struct ButtonConfigurationTests: OneCellPixels {
    private func record(_ build: @escaping (UIView) -> Void) throws -> (Int, Int) -> [Int] {
        BuiltCell.build = build
        return try pixels(recordOne(BuiltCell.self))
    }

    /// A button of `configuration`, 160 × 40 at (20, 30) in the white 200 × 100 cell.
    private func button(_ configuration: UIButton.Configuration, enabled: Bool = true) throws -> (Int, Int) -> [Int] {
        try record { view in
            var configuration = configuration
            configuration.title = "Continue"
            let button = UIButton(configuration: configuration)
            // Only a disabled one is touched: a button is drawn as made, without a state change.
            if !enabled { button.isEnabled = false }
            button.frame = CGRect(x: 20, y: 30, width: 160, height: 40)
            view.addSubview(button)
        }
    }

    /// Whether any pixel in the rectangle is near `color`: a title's ink.
    private func hasInk(_ at: (Int, Int) -> [Int], near color: [Int], x: ClosedRange<Int>, y: ClosedRange<Int>, within: Int = 30) -> Bool {
        x.contains { px in y.contains { py in isNear(at(px, py), color, within: within) } }
    }

    @Test func eachStyleDrawsItsBackgroundUnderItsTitle() throws {
        let blue = [0, 122, 255], white = [255, 255, 255]
        // Plain: no background, a blue title.
        let plain = try button(.plain())
        #expect(isNear(plain(26, 36), white), "plain: no background \(plain(26, 36))")
        #expect(hasInk(plain, near: blue, x: 60...140, y: 40...60), "plain: a blue title")
        // Gray: the secondary system fill (120, 120, 128 at 16 %) over white, a blue title.
        let gray = try button(.gray())
        #expect(isNear(gray(26, 36), [233, 233, 235], within: 3), "gray: \(gray(26, 36))")
        #expect(hasInk(gray, near: blue, x: 60...140, y: 40...60))
        // Tinted: the tint at 15 % over white (217, 235, 255), a blue title.
        let tinted = try button(.tinted())
        #expect(isNear(tinted(26, 36), [217, 235, 255], within: 3), "tinted: \(tinted(26, 36))")
        #expect(hasInk(tinted, near: blue, x: 60...140, y: 40...60))
        // Filled: the tint, a white title.
        let filled = try button(.filled())
        #expect(isNear(filled(26, 36), blue, within: 3), "filled: \(filled(26, 36))")
        #expect(hasInk(filled, near: white, x: 60...140, y: 40...60, within: 10), "filled: a white title")
        #expect(isNear(filled(10, 50), white), "nothing outside the button")
    }

    @Test func baseColoursReplaceTheTintAndWhite() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.baseBackgroundColor = .systemRed
        configuration.baseForegroundColor = .black
        let at = try button(configuration)
        #expect(isNear(at(26, 36), [255, 59, 48], within: 3), "\(at(26, 36))")
        #expect(hasInk(at, near: [0, 0, 0], x: 60...140, y: 40...60, within: 20), "a black title")
    }

    @Test func aDisabledButtonIsGreyed() throws {
        let at = try button(.filled(), enabled: false)
        // The tertiary system fill (118, 118, 128 at 12 %) over white.
        #expect(isNear(at(26, 36), [239, 239, 240], within: 3), "\(at(26, 36))")
        // Its title, the tertiary label colour (60, 60, 67 at 30 %) over that fill.
        #expect(hasInk(at, near: [185, 185, 188], x: 60...140, y: 40...60, within: 12), "a grey title")
        #expect(!hasInk(at, near: [0, 122, 255], x: 20...180, y: 30...70, within: 40), "no tint left")
    }

    @Test func cornerStylesRoundTheBackground() throws {
        // The corner pixel (20.5, 30.5) lies outside any rounding of 2 points or more; a
        // capsule 40 points tall rounds 20, so (24, 34) is outside it too, and inside a
        // 6-point corner.
        var capsule = UIButton.Configuration.filled()
        capsule.cornerStyle = .capsule
        let round = try button(capsule)
        #expect(isNear(round(24, 34), [255, 255, 255], within: 3), "capsule: \(round(24, 34))")
        #expect(isNear(round(100, 31), [0, 122, 255], within: 3), "capsule's straight top edge")
        let dynamic = try button(.filled())
        #expect(isNear(dynamic(24, 34), [0, 122, 255], within: 3), "a medium button's 6-point corner: \(dynamic(24, 34))")
        #expect(isNear(dynamic(20, 30), [255, 255, 255], within: 60), "its very corner: \(dynamic(20, 30))")
        var fixed = UIButton.Configuration.filled()
        fixed.cornerStyle = .fixed
        fixed.background.cornerRadius = 0
        #expect(isNear(try button(fixed)(20, 30), [0, 122, 255], within: 3), "square corners")
    }

    @Test func theSizesGiveTheIntrinsicHeightsOfThePhone() throws {
        func size(_ buttonSize: UIButton.Configuration.Size) -> CGSize {
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Continue"
            configuration.buttonSize = buttonSize
            return UIButton(configuration: configuration).intrinsicContentSize
        }
        let body = UIFont.preferredFont(forTextStyle: .body).lineHeight
        let medium = size(.medium), large = size(.large), small = size(.small), mini = size(.mini)
        // The title and 12 points either side.
        var made = UIButton.Configuration.filled()
        made.title = "Continue"
        let title = try #require(UIButton(configuration: made).titleLabel)
        #expect(title.text == "Continue" && title.font.pointSize == 17)
        #expect(abs(medium.width - (title.intrinsicContentSize.width + 24)) < 0.01, "\(medium) \(title.intrinsicContentSize)")
        // Medium: a line of the body font and 7 points above and below; large: 14.
        #expect(abs(medium.height - (ceil(body) + 14)) < 1.01, "\(medium)")
        #expect(abs(large.height - (ceil(body) + 28)) < 1.01, "\(large)")
        #expect(mini.height < small.height && small.height < medium.height, "\(mini) \(small) \(medium)")
        // The insets: 12 points each side at medium, 20 at large.
        #expect(abs((large.width - medium.width) - 16) < 0.01, "\(large.width) \(medium.width)")
        // Insets set by hand stay, whatever the size.
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Continue"
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        configuration.buttonSize = .large
        let bare = UIButton(configuration: configuration).intrinsicContentSize
        #expect(abs(bare.width - (medium.width - 24)) < 0.01 && abs(bare.height - ceil(body)) < 1.01, "\(bare)")
    }

    @Test func aSubtitleSitsUnderTheTitleAndAnImageBesideThem() throws {
        let square = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Title"
        configuration.subtitle = "Subtitle"
        configuration.titlePadding = 4
        configuration.image = square
        configuration.imagePadding = 8
        let button = UIButton(configuration: configuration)
        let title = try #require(button.titleLabel), subtitle = try #require(button.subtitleLabel)
        let size = button.intrinsicContentSize
        let textWidth = max(title.intrinsicContentSize.width, subtitle.intrinsicContentSize.width)
        #expect(abs(size.width - (12 + 20 + 8 + textWidth + 12)) < 0.01, "\(size)")
        #expect(abs(size.height - (7 + title.intrinsicContentSize.height + 4 + subtitle.intrinsicContentSize.height + 7)) < 0.01, "\(size)")
        button.frame = CGRect(origin: .zero, size: size)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame == CGRect(x: 12, y: (size.height - 20) / 2, width: 20, height: 20))
        // Beside a leading image, the two lines align at their leading edge.
        #expect(title.frame.minX == 40 && subtitle.frame.minX == 40)
        #expect(abs(subtitle.frame.minY - (title.frame.maxY + 4)) < 0.01)
        #expect(subtitle.font.pointSize < title.font.pointSize)
    }

    @Test func theUpdateHandlerChangesTheConfigurationWithTheState() throws {
        var calls = 0
        let button = UIButton(configuration: .filled())
        button.configurationUpdateHandler = { button in
            calls += 1
            var configuration = button.configuration
            configuration?.title = button.isSelected ? "Following" : "Follow"
            configuration?.baseBackgroundColor = button.isSelected ? .systemGray : .systemBlue
            button.configuration = configuration
        }
        #expect(button.titleLabel?.text == "Follow")
        button.isSelected = true
        #expect(button.titleLabel?.text == "Following" && button.configuration?.title == "Following")
        #expect(calls == 2, "once when set, once for the state; setting it inside does not call it again")
        button.automaticallyUpdatesConfiguration = false
        button.isSelected = false
        #expect(button.titleLabel?.text == "Following")
    }

    @Test func aPrimaryActionGivesItsTitleAndRunsWhenItsEventIsSent() throws {
        var ran: [String] = []
        let action = UIAction(title: "Save") { action in ran.append("\(action.title) from \(action.sender is UIButton)") }
        let button = UIButton(configuration: .borderedProminent(), primaryAction: action)
        #expect(button.configuration?.title == "Save" && button.titleLabel?.text == "Save")
        button.sendActions(for: .touchUpInside)
        #expect(ran.isEmpty, "not its event")
        button.sendActions(for: .primaryActionTriggered)
        #expect(ran == ["Save from true"])
        // The same identifier replaces; removing by it leaves none.
        button.addAction(UIAction(title: "Other", identifier: action.identifier) { _ in ran.append("other") }, for: .primaryActionTriggered)
        button.sendActions(for: .primaryActionTriggered)
        #expect(ran == ["Save from true", "other"])
        button.removeAction(identifiedBy: action.identifier, for: .primaryActionTriggered)
        button.sendActions(for: .primaryActionTriggered)
        #expect(ran.count == 2)
        // A classic button takes the action's title too.
        #expect(UIButton(primaryAction: UIAction(title: "Done") { _ in }).title(for: .normal) == "Done")
    }

    // MARK: Patterns from apps' own button code

    @Test func aTitleSetTheClassicWayShowsInAConfiguredButton() throws {
        // Set after the configuration (an onboarding screen's "Start"): it becomes the
        // configuration's title.
        let after = UIButton()
        after.configuration = .filled()
        after.setTitle("Start", for: .normal)
        #expect(after.configuration?.title == "Start" && after.titleLabel?.text == "Start")
        // Set before it (a subclass's init, then `configuration = .filled()`): shown, and sized.
        let before = UIButton(frame: .zero)
        before.setTitle("Button", for: .normal)
        before.configuration = .filled()
        #expect(before.titleLabel?.text == "Button" && before.titleLabel?.font.pointSize == 17)
        #expect(before.intrinsicContentSize.width > 24 + 30, "\(before.intrinsicContentSize)")
    }

    @Test func anAttributedTitlesFontAndColourAreDrawn() throws {
        // `attributedTitle?.font = …` after `title`, as apps restyle a configuration's title.
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Category"
        configuration.attributedTitle?.font = UIFont.systemFont(ofSize: 16, weight: .bold)
        let restyled = UIButton(configuration: configuration)
        #expect(restyled.titleLabel?.font.pointSize == 16 && restyled.titleLabel?.font.weight == .bold)
        // A container of UIKit's keys, as a dictionary or by name.
        configuration.attributedTitle = AttributedString("Place", attributes: AttributeContainer([.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.black]))
        let dictionary = UIButton(configuration: configuration)
        #expect(dictionary.titleLabel?.font.pointSize == 15 && dictionary.titleLabel?.textColor == .black)
        // The transformer has the last word.
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.systemFont(ofSize: 20, weight: .semibold)
            return outgoing
        }
        let transformed = UIButton(configuration: configuration)
        #expect(transformed.titleLabel?.font.pointSize == 20 && transformed.titleLabel?.textColor == .black)
        // A classic button's attributed title: its font and colour, as a custom button sets them.
        let classic = UIButton(frame: .zero)
        classic.setAttributedTitle(NSAttributedString(string: "Lanjut", attributes: [.font: UIFont(name: "VisbyRoundCF-Regular", size: 32) as Any,
                                                                                      .foregroundColor: UIColor.systemIndigo]), for: .normal)
        #expect(classic.titleLabel?.text == "Lanjut" && classic.titleLabel?.font.pointSize == 32 && classic.titleLabel?.textColor == .systemIndigo)
        #expect(classic.currentAttributedTitle?.string == "Lanjut")
    }

    @Test func anAppsOwnFontIsDrawnInTheSystemFaceAtItsSizeAndTheWeightItsNameSays() throws {
        let bold = try #require(UIFont(name: "VisbyRoundCF-Bold", size: 22))
        #expect(bold.pointSize == 22 && bold.weight == .bold && bold.fontName == "VisbyRoundCF-Bold" && bold.familyName == "VisbyRoundCF")
        #expect(UIFont(name: "Avenir Next Demi Bold", size: 15)?.weight == .semibold)
        #expect(UIFont(name: "Inter-SemiBold", size: 15)?.weight == .semibold)
        #expect(UIFont(name: "Montserrat-ExtraLight", size: 15)?.weight == .ultraLight)
        #expect(UIFont(name: "Georgia", size: 15)?.weight == .regular)
        #expect(UIFont(name: "Georgia", size: 15)?.withSize(9).fontName == "Georgia")
    }

    @Test func symbolsAreStandInsAndRenderingModesAreKept() throws {
        let plus = UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .black))
        #expect(plus?.size == CGSize(width: 36, height: 36) && plus?.symbolConfiguration?.weight == .black)
        #expect(UIImage(named: "logo", in: nil, compatibleWith: nil) == nil)
        let square = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in context.fill(CGRect(x: 0, y: 0, width: 4, height: 4)) }
        let template = square.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && square.renderingMode == .automatic && template.size == square.size)
        #expect(square.withConfiguration(UIImage.SymbolConfiguration(textStyle: .headline)).symbolConfiguration?.textStyle == .headline)
    }
}
