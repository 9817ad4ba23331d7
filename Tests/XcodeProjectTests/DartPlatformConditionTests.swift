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
        #expect(DartPlatformCondition.excludes(condition, on: .iOS) == excluded)
    }

    @Test("A condition true on iOS, whose else never runs there",
          arguments: [("Platform.isIOS", true), ("Platform.isIOS || Platform.isMacOS", true), ("defaultTargetPlatform == TargetPlatform.iOS", true),
                      ("!Platform.isAndroid", true), ("Platform.isIOS && mounted", false), ("kIsWeb", false),
                      ("!(GetPlatform.isIOS || GetPlatform.isAndroid) || kIsWeb", false), ("!kIsWeb && Platform.isIOS", true),
                      ("defaultTargetPlatform != TargetPlatform.android", true), ("!(Platform.isAndroid || kIsWeb)", true)])
    func holdsOnIOS(condition: String, holds: Bool) {
        #expect(DartPlatformCondition.holds(condition, on: .iOS) == holds)
    }

    @Test("On a Mac (a Flutter app's macos/ Runner) the Mac's getter and TargetPlatform hold and iOS's do not (round 13 reSchool)",
          arguments: [("Platform.isMacOS", true), ("defaultTargetPlatform == TargetPlatform.macOS", true), ("Platform.isIOS || Platform.isMacOS", true),
                      ("!Platform.isIOS", true), ("Platform.isIOS", false), ("defaultTargetPlatform == TargetPlatform.iOS", false),
                      ("!kIsWeb && Platform.isMacOS", true), ("Platform.isMacOS && mounted", nil), ("_isMacOS", true)] as [(String, Bool?)])
    func valueOnMacOS(condition: String, value: Bool?) {
        #expect(DartPlatformCondition.value(of: condition, on: .macOS) == value)
    }

    @Test("On a Mac home_widget's calls do nothing (it has no macOS implementation): none is a group, a write or a reload there")
    func homeWidgetOnMacOS() {
        let code = """
        Future<void> save(int count) async {
          await HomeWidget.setAppGroupId('group.com.example.app');
          await HomeWidget.saveWidgetData<int>('count', count);
          await HomeWidget.updateWidget(iOSName: 'PetWidget');
          await _channel.invokeMethod('save', {'key': 'count'});
        }
        """
        let files = [(text: code, file: "lib/main.dart")]
        let kinds: Set<CodeOccurrence.Kind> = [.group, .homeWidgetData, .reload]
        #expect(CodeScanner.scan(DartCode(files, platform: .iOS)).filter { kinds.contains($0.kind) }.map(\.line).sorted() == [2, 3, 4])
        let mac = DartCode(files, platform: .macOS)
        #expect(CodeScanner.scan(mac).filter { kinds.contains($0.kind) }.isEmpty)
        // The channel call after them runs on the Mac.
        let channel = code.utf8.count - "_channel.invokeMethod('save', {'key': 'count'});\n}".utf8.count
        #expect(!mac.neverRuns[0].contains(channel))
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
        #expect(DartPlatformReach.earlyExits(in: SourceText(code, language: .dart, file: "lib/providers/price.dart"), on: .iOS).isEmpty)
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
