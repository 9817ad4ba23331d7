import Testing
@testable import XcodeProject

/// Held-out kbo-fans guards its Android widget update with `if (!kIsWeb && defaultTargetPlatform ==
/// TargetPlatform.android)`: read as a fixed text, the block was taken for the iOS app's code.
@Suite("Dart platform conditions")
struct DartPlatformConditionTests {
    @Test("A condition false on iOS: any part of a conjunction, every part of a disjunction, negations, getters, either side of ==",
          arguments: [
              ("Platform.isAndroid", true), ("!kIsWeb && defaultTargetPlatform == TargetPlatform.android", true),
              ("(Platform.isAndroid) && mounted", true), ("!Platform.isIOS", true), ("!(Platform.isIOS)", true),
              ("_isAndroid && widget.enabled", true), ("UniversalPlatform.isAndroid", true),
              ("defaultTargetPlatform != TargetPlatform.iOS", true), ("TargetPlatform.android == Theme.of(context).platform", true),
              ("Platform.isAndroid || Platform.isFuchsia", true), ("Platform.isAndroid || kDebugMode", false),
              // A negated disjunction is negated whole, whichever test comes last (round 12 paren).
              ("!(GetPlatform.isIOS || GetPlatform.isAndroid) || kIsWeb", true), ("!(Platform.isAndroid || Platform.isIOS)", true),
              ("!(Platform.isIOS || Platform.isAndroid)", true), ("!Platform.isIOS && !Platform.isAndroid", true),
              ("kIsWeb || Platform.isMacOS", true), ("defaultTargetPlatform != TargetPlatform.android", false),
              ("!Platform.isAndroid", false), ("Platform.isIOS", false), ("isAndroidTablet", false), ("mounted", false),
          ])
    func excludesIOS(condition: String, excluded: Bool) {
        #expect(DartPlatformCondition.excludesIOS(condition) == excluded)
    }

    @Test("A condition true on iOS, whose else never runs there",
          arguments: [("Platform.isIOS", true), ("Platform.isIOS || Platform.isMacOS", true), ("defaultTargetPlatform == TargetPlatform.iOS", true),
                      ("!Platform.isAndroid", true), ("Platform.isIOS && mounted", false), ("kIsWeb", false),
                      ("!(GetPlatform.isIOS || GetPlatform.isAndroid) || kIsWeb", false), ("!kIsWeb && Platform.isIOS", true),
                      ("defaultTargetPlatform != TargetPlatform.android", true), ("!(Platform.isAndroid || kIsWeb)", true)])
    func holdsOnIOS(condition: String, holds: Bool) {
        #expect(DartPlatformCondition.holdsOnIOS(condition) == holds)
    }

    @Test("Writes after a guard that returns on platforms other than iOS and Android run on iOS (round 12 paren)")
    func guardedWrites() {
        let code = """
        Future<void> update() async {
          if (!(GetPlatform.isIOS || GetPlatform.isAndroid) || kIsWeb) {
            return;
          }
          await HomeWidget.saveWidgetData<String>('price_string', price);
          await HomeWidget.updateWidget(iOSName: 'ParenW');
        }
        """
        let found = CodeScanner.scan([(code, "lib/providers/price.dart")], language: .dart).filter { $0.kind == .reload }
        #expect(found.map(\.line) == [6])
        #expect(DartIOSReach.earlyExits(in: SourceText(code, language: .dart, file: "lib/providers/price.dart")).isEmpty)
    }

    @Test("The blocks of such conditions run on no iPhone: a home_widget call in one is not the iOS app's")
    func blocks() {
        let code = """
        Future<void> sync() async {
          if (!kIsWeb && defaultTargetPlatform == TargetPlatform.android) {
            await HomeWidget.updateWidget(name: 'SlateProvider');
          }
          if (Platform.isIOS || Platform.isMacOS) {
            await HomeWidget.updateWidget(iOSName: 'SlateWidget');
          } else {
            await HomeWidget.updateWidget(name: 'SlateProvider');
          }
        }
        """
        let calls = CodeScanner.scan([(code, "lib/sync.dart")], language: .dart).filter { $0.kind == .reload }
        #expect(calls.map(\.line) == [6])
    }
}
