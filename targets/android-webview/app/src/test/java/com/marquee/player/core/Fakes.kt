package com.marquee.player.core

import java.io.ByteArrayInputStream
import java.io.File
import java.io.IOException
import java.io.InputStream
import java.nio.file.Files
import java.security.MessageDigest

fun sha256Hex(bytes: ByteArray): String =
    MessageDigest.getInstance("SHA-256").digest(bytes).joinToString("") { "%02x".format(it) }

fun tempDir(): File = Files.createTempDirectory("marquee-core-test").toFile()

/** Serves fixed bytes per URL, counting what was opened; unknown URLs fail like an HTTP 404. */
class MapDownloader(private val served: Map<String, ByteArray>, private val sendLength: Boolean = true) : Downloader {
    val opened = mutableListOf<String>()

    override fun open(url: String): DownloadBody {
        opened += url
        val bytes = served[url] ?: throw HostException(HostErrorCode.NETWORK_ERROR, "HTTP 404 for $url")
        return DownloadBody(ByteArrayInputStream(bytes), if (sendLength) bytes.size.toLong() else null)
    }
}

/** A body that sends [before] bytes and then breaks, like a dropped connection. */
class BrokenStream(private var before: Int) : InputStream() {
    override fun read(): Int = if (before-- > 0) 7 else throw IOException("connection reset")
}

/** Records every call; each feature answers like a box that has it. */
class FakeDevice : DevicePlatform {
    val calls = mutableListOf<String>()
    private var displayOn = true
    private var kiosk = false

    override fun info(): DeviceInfo {
        calls += "info"
        return DeviceInfo("android-1", "Philips 10BDL4151T", null, "Android 11 (API 30)", 1920, 1080, listOf("kiosk-mode"))
    }
    override fun reboot() { calls += "reboot" }
    override fun setDisplayOn(on: Boolean) { calls += "display:$on"; displayOn = on }
    override fun isDisplayOn(): Boolean { calls += "isDisplayOn"; return displayOn }
    override fun setKioskEnabled(enabled: Boolean) { calls += "kiosk:$enabled"; kiosk = enabled }
    override fun isKioskEnabled(): Boolean { calls += "isKiosk"; return kiosk }
    override fun checkPermission(name: String): PermissionState { calls += "check:$name"; return PermissionState.PROMPT }
    override fun requestPermission(name: String): PermissionState { calls += "request:$name"; return PermissionState.GRANTED }
    override fun location(): GeoFix { calls += "location"; return GeoFix(48.2082, 16.3738, 12.0) }
    var volumeLevel = 50
    var rotationDegrees = 0
    override fun captureScreen(): ScreenImage {
        calls += "capture"
        return ScreenImage("image/png", byteArrayOf(0x89.toByte(), 0x50, 0x4E, 0x47), 2, 1)
    }
    override fun volume(): Int = volumeLevel
    override fun setVolume(level: Int) { calls += "volume:$level"; volumeLevel = level }
    override fun rotation(): Int = rotationDegrees
    override fun setRotation(degrees: Int) { calls += "rotation:$degrees"; rotationDegrees = degrees }
}

class MemoryStore : KeyValueStore {
    val map = linkedMapOf<String, String>()
    override fun get(key: String) = map[key]
    override fun set(key: String, value: String) { map[key] = value }
    override fun remove(key: String) { map.remove(key) }
    override fun keys() = map.keys.toList()
}

/** Records requests and answers 200 with the request's body echoed and a Set-Cookie to drop. */
class RecordingHttp : HttpTransport {
    val requests = mutableListOf<HttpRequest>()

    override fun execute(request: HttpRequest): HttpResponse {
        requests += request
        return HttpResponse(
            200,
            "OK",
            listOf("Content-Type" to "text/plain", "Set-Cookie" to "session=secret"),
            request.body ?: "hello".toByteArray(),
        )
    }
}

/** A router and endpoint over fakes, with everything a test may want to inspect. */
class Harness(
    val device: FakeDevice,
    val downloader: MapDownloader,
    val http: RecordingHttp,
    val state: MemoryStore,
    val filesDir: File,
    val workDir: File,
    val store: FileStore,
    val router: MethodRouter,
    val endpoint: BridgeEndpoint,
) {
    /** Sends [message] as the app's main frame (or [source]) and returns every text sent back. */
    fun send(message: String, source: MessageSource = APP_SOURCE): List<String> {
        val replies = mutableListOf<String>()
        endpoint.handle(message, source) { replies += it }
        return replies
    }

    /** The one response to [message] (the last reply; earlier ones are progress), parsed. */
    fun call(message: String, source: MessageSource = APP_SOURCE): Json.Obj {
        val replies = send(message, source)
        check(replies.isNotEmpty()) { "no reply to $message" }
        return JsonParser.parse(replies.last()) as Json.Obj
    }
}

val APP_SOURCE = MessageSource("https://appassets.androidplatform.net", isMainFrame = true)

fun newRouter(served: Map<String, ByteArray> = emptyMap(), downloader: MapDownloader = MapDownloader(served)): Harness {
    val root = tempDir()
    val filesDir = File(root, "marquee-files")
    val workDir = File(root, "marquee-work")
    val device = FakeDevice()
    val http = RecordingHttp()
    val state = MemoryStore()
    val store = FileStore(filesDir, workDir, downloader)
    val router = MethodRouter(device, store, state, http)
    return Harness(device, downloader, http, state, filesDir, workDir, store, router, BridgeEndpoint(OriginPolicy(), router))
}

fun request(method: String, args: String = "{}", id: String = "r1") =
    """{"v":1,"id":"$id","method":"$method","args":$args}"""

fun Json.Obj.errorCode(): String? = ((this["error"] as? Json.Obj)?.get("code") as? Json.Str)?.value
fun Json.Obj.isOk(): Boolean = this["ok"] == Json.Bool(true)
fun Json.Obj.idText(): String? = (this["id"] as? Json.Str)?.value
