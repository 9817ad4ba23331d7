import Testing
@testable import XcodeProject

/// Held-out Namma-Flutter+namma_wallet reloads a kind no iOS widget has only in code iOS never
/// runs: a service method whose callers sit in `else if (Platform.isAndroid)` branches of other
/// files, and a callback handed to a plugin after `if (!Platform.isAndroid) return;`. The reloads
/// below are the iOS app's only where some path from code iOS runs reaches them.
@Suite("Dart code iOS never reaches")
struct DartPlatformReachTests {
    private func reloadLines(_ files: [(String, String)]) -> [String] {
        CodeScanner.scan(files, language: .dart).filter { $0.kind == .reload }.map { "\($0.file):\($0.line)" }
    }

    @Test("The rest of a block after an exit iOS always takes is Android's; an exit iOS skips, an if without exit or with else is not")
    func earlyExits() {
        let code = """
        Future<void> a() async {
          if (!Platform.isAndroid) return;
          await HomeWidget.updateWidget(iOSName: 'A');
        }
        Future<void> b() async {
          if (Platform.isIOS) {
            log('iOS has no background task');
            return;
          }
          await HomeWidget.updateWidget(iOSName: 'B');
        }
        Future<void> c() async {
          if (!Platform.isAndroid) {
            log('no exit');
          }
          await HomeWidget.updateWidget(iOSName: 'C');
        }
        Future<void> d() async {
          if (Platform.isAndroid) return;
          await HomeWidget.updateWidget(iOSName: 'D');
        }
        Future<void> e() async {
          if (Platform.isIOS) return; else log('android');
          await HomeWidget.updateWidget(iOSName: 'E');
        }
        Future<void> f() async {
          if (!Platform.isAndroid || kIsWeb) throw UnsupportedError('pin');
          await HomeWidget.updateWidget(iOSName: 'F');
        }
        """
        #expect(reloadLines([(code, "lib/a.dart")]) == ["lib/a.dart:16", "lib/a.dart:20", "lib/a.dart:24"])
    }

    @Test("A function every mention of which is Android-only, in any file, and what it calls in turn; a callback handed over after an exit")
    func functionsReachedOnlyFromAndroid() {
        let service = """
        abstract class IWidgetService {
          Future<void> updateWithTicket(Ticket ticket);
        }

        class HomeWidgetService implements IWidgetService {
          @override
          Future<void> updateWithTicket(Ticket t) async {
            await HomeWidget.saveWidgetData('ticket_list', t.toJson());
            await _update();
          }

          Future<void> _update() async {
            await HomeWidget.updateWidget(androidName: 'ListProvider', iOSName: 'ListProvider');
          }

          Future<void> startBackgroundUpdates() async {
            if (!Platform.isAndroid) {
              log('Android only');
              return;
            }
            await Workmanager().initialize(_callbackDispatcher);
          }
        }

        @pragma('vm:entry-point')
        void _callbackDispatcher() {
          Workmanager().executeTask((task, input) async {
            await HomeWidget.updateWidget(iOSName: 'ListProvider');
            return true;
          });
        }
        """
        let view = """
        Future<void> pin(Ticket t) async {
          if (Platform.isIOS) {
            await HomeWidget.updateWidget(iOSName: 'TicketWidget');
          } else if (Platform.isAndroid) {
            await getIt<IWidgetService>().updateWithTicket(t);
          }
        }
        """
        #expect(reloadLines([(service, "lib/service.dart"), (view, "lib/view.dart")]) == ["lib/view.dart:3"])
        let keys = KeyInspection.facts(swift: [], objectiveC: [], dart: [(service, "lib/service.dart"), (view, "lib/view.dart")], targets: []).accesses
        #expect(keys.map(\.key).isEmpty)
    }

    @Test("A function also mentioned where iOS runs, mentioned nowhere, only by itself, or a framework override stays the iOS app's")
    func functionsStillReached() {
        let code = """
        Future<void> shared() async {
          await HomeWidget.updateWidget(iOSName: 'Shared');
        }
        Future<void> unmentioned() async {
          await HomeWidget.updateWidget(iOSName: 'Unmentioned');
        }
        Future<void> recursive(int n) async {
          await HomeWidget.updateWidget(iOSName: 'Recursive');
          if (n > 0) await recursive(n - 1);
        }
        class Pets extends StatelessWidget {
          @override
          Widget build(BuildContext context) {
            HomeWidget.updateWidget(iOSName: 'Build');
            return const SizedBox();
          }
        }
        Future<void> sync(BuildContext context) async {
          if (Platform.isAndroid) {
            await shared();
            Pets().build(context);
            log('calls _private_ in a string: shared()');
          } else {
            await shared();
            runApp(Pets());
          }
        }
        """
        #expect(reloadLines([(code, "lib/sync.dart")]) == ["lib/sync.dart:2", "lib/sync.dart:5", "lib/sync.dart:8", "lib/sync.dart:14"])
    }

    /// Held-out ummeco+praycalc: its only home_widget writes are in a `WidgetService` no code uses.
    @Test("A class nothing outside it mentions, or only Android code does, never runs; one used, annotated or extended does")
    func unusedClasses() {
        let services = """
        class UnusedService {
          UnusedService._();
          static final instance = UnusedService._();
          Future<void> push() async => HomeWidget.updateWidget(iOSName: 'Unused');
        }
        class UsedService {
          static Future<void> push() async => HomeWidget.updateWidget(iOSName: 'Used');
        }
        @injectable
        class InjectedService {
          Future<void> push() async => HomeWidget.updateWidget(iOSName: 'Injected');
        }
        class AndroidService {
          Future<void> push() async => HomeWidget.updateWidget(iOSName: 'Android');
        }
        class BaseService {
          Future<void> push() async => HomeWidget.updateWidget(iOSName: 'Base');
        }
        class Applied = Object with Mixin;
        class Derived extends BaseService {}
        """
        let main = """
        void main() {
          UsedService.push();
          runApp(Derived());
          if (Platform.isAndroid) AndroidService().push();
        }
        """
        #expect(reloadLines([(services, "lib/services.dart"), (main, "lib/main.dart")]) == ["lib/services.dart:7", "lib/services.dart:11", "lib/services.dart:17"])
    }

    @Test("Names hold `$`: a generated base (`_$Notifier`) mentioned only by `extends` is used, and the `build` its `runBuild` calls runs")
    func generatedBases() {
        let notifier = """
        part 'subscription_viewmodel.g.dart';

        @riverpod
        class SubscriptionViewModel extends _$SubscriptionViewModel {
          @override
          Future<bool> build() async {
            await HomeWidget.updateWidget(iOSName: 'Subscription');
            return true;
          }
        }
        """
        let generated = """
        part of 'subscription_viewmodel.dart';

        String _$subscriptionViewModelHash() => r'69238bdef1';

        final subscriptionViewModelProvider = AsyncNotifierProvider<SubscriptionViewModel, bool>(SubscriptionViewModel.new);

        abstract class _$SubscriptionViewModel extends $AsyncNotifier<bool> {
          FutureOr<bool> build();
          @override
          void runBuild() {
            final created = build();
            ref.handleValue(created);
          }
        }
        """
        let main = """
        void main() => runApp(const ProviderScope(child: MyApp()));

        class MyApp extends ConsumerWidget {
          const MyApp({super.key});

          @override
          Widget build(BuildContext context, WidgetRef ref) {
            ref.watch(subscriptionViewModelProvider);
            return const SizedBox();
          }
        }
        """
        #expect(reloadLines([(notifier, "lib/subscription_viewmodel.dart"), (generated, "lib/subscription_viewmodel.g.dart"), (main, "lib/main.dart")])
            == ["lib/subscription_viewmodel.dart:7"])
    }

    /// A pull request is hostile: one name declared thousands of times, each body mentioning it,
    /// and thousands of early exits, are read in one pass each (a caller matched against every body
    /// of its name took the square of them).
    @Test("A hostile file: a name declared 20,000 times, each body calling it, and 20,000 early exits")
    func hostileRepetition() {
        let repeated = String(repeating: "void f() { f(); }\n", count: 20_000)
            + String(repeating: "void g() {\n  if (!Platform.isAndroid) return;\n  HomeWidget.updateWidget(iOSName: 'G');\n}\n", count: 20_000)
            + "void main() {\n  HomeWidget.updateWidget(iOSName: 'Main');\n}\n"
        let lines = reloadLines([(repeated, "lib/hostile.dart")])
        #expect(lines == ["lib/hostile.dart:\(20_000 + 4 * 20_000 + 2)"])
    }

    @Test("Declarations: bodies, arrows, interface methods; calls, conditions and statements are none")
    func declarations() {
        let code = """
        abstract class S {
          Future<void> save(String key);
        }
        void a() { b(); }
        int c<T>(T x) => x.hashCode;
        void d() {
          if (x) e(1);
          f(2);
          final g = h(3);
          list.forEach((item) { print(item); });
        }
        """
        let names = DartPlatformReach.declarations(in: SourceText(code, language: .dart)).map(\.name)
        #expect(Set(names) == ["save", "a", "c", "d"])
    }
}
